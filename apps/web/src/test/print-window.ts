/** A stand-in print window that keeps what was written to it. */
export const fakePrintWindow = () => {
  const state = { html: '', printed: 0, closed: false };
  const target = {
    document: {
      open: () => (state.html = ''),
      write: (html: string) => (state.html += html),
      close: () => {},
    },
    focus: () => {},
    print: () => (state.printed += 1),
    close: () => (state.closed = true),
  };
  return { state, target: target as unknown as Window };
};

/** A receipt's text as one line of single spaces. */
export const receiptText = (html: string) =>
  (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ');
