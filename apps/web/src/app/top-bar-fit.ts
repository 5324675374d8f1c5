/** What the left part (hotel, user, date) keeps beside the title and the buttons, at least. */
const whoMinimumRem = 15;

/**
 * Whether the bar fits on one row: its left part keeps `whoMinimumRem` beside the title and the
 * whole buttons. If not, `data-stacked` gives the buttons a row of their own (top-bar.module.css).
 * Measured on the one-row layout, then set, within one task: nothing is painted in between.
 */
const fit = (bar: HTMLElement) => {
  bar.removeAttribute('data-stacked');
  const who = bar.firstElementChild;
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  if (who && who.clientWidth < whoMinimumRem * rem) bar.setAttribute('data-stacked', '');
};

/**
 * The top bar's callback ref: fits it when drawn and again, before the next paint, whenever what
 * it holds or its room changes: a page's own buttons coming (`TopBarAction`), another language's
 * texts, the Burmese font arriving, the window resized or turned.
 */
export const fitTopBar = (bar: HTMLDivElement | null) => {
  if (!bar) return undefined;
  const refit = () => fit(bar);
  refit();
  const changes = new MutationObserver(refit);
  changes.observe(bar, { childList: true, subtree: true, characterData: true });
  // Not every browser (nor jsdom) tells when fonts load.
  const fonts = 'fonts' in document ? document.fonts : undefined;
  window.addEventListener('resize', refit);
  fonts?.addEventListener('loadingdone', refit);
  return () => {
    changes.disconnect();
    window.removeEventListener('resize', refit);
    fonts?.removeEventListener('loadingdone', refit);
  };
};
