/** The longest Burmese waits for its font: a slow link, or an offline desk without it cached. */
const burmeseFontWaitMs = 3000;

/**
 * Resolves once Noto Sans Myanmar has arrived, both weights the screens draw, or after
 * `burmeseFontWaitMs`. i18n.ts shows Burmese only then. The font's CSS swaps it in when it
 * arrives (`font-display: swap`), so Burmese drawn before it came in a desk's own Myanmar font,
 * or in boxes on a PC without one, and its arrival laid every line out again: on a first visit
 * at a phone's width the top bar took a second row and pushed the page 36 px down (ADR 061).
 */
export const burmeseFontReady = async (): Promise<void> => {
  await import('./burmese-font.css');
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return;
  const loads = Promise.all(
    ['400', '700'].map((weight) => fonts.load(`${weight} 1em "Noto Sans Myanmar"`, 'မြန်မာ')),
  );
  await Promise.race([
    loads.catch(() => undefined),
    new Promise((resolve) => window.setTimeout(resolve, burmeseFontWaitMs)),
  ]);
};
