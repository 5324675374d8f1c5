import type { Page } from 'playwright-core';

export interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  /** What moved: the element, its text's start, from where to where. */
  moved: string[];
}

/**
 * Runs in the page before its own scripts: keeps every layout shift the browser reports from the
 * start of the load (buffered) in `window.layoutShifts`, with what moved.
 */
export const recordLayoutShifts = () => {
  const shifts: LayoutShift[] = [];
  Object.assign(window, { layoutShifts: shifts });
  const where = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      shifts.push({
        value: shift.value,
        hadRecentInput: shift.hadRecentInput,
        moved: (shift.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const text = (node?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
          const name =
            node instanceof Element ? node.tagName.toLowerCase() : (node?.nodeName ?? '?');
          return `${name} "${text}" from ${where(previousRect)} to ${where(currentRect)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** The shifts recorded so far, once the browser has had two frames to report the last ones. */
export const layoutShifts = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts;
  });
