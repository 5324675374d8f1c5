/** The print window's name and size (a small window beside the desk's screen). */
export const receiptWindowName = 'receipt';
export const receiptWindowFeatures = 'width=320,height=600';

/** A print window opened for one receipt. */
export interface ReceiptWindow {
  /** Replaces the window's document with `html`. */
  show: (html: string) => void;
  /** Shows `html`, prints it and closes the window after printing. */
  print: (html: string) => void;
  close: () => void;
}

const writeDocument = (target: Window, html: string) => {
  const { document } = target;
  document.open();
  document.write(html);
  document.close();
};

/**
 * Opens the receipt's print window. Call it straight from the click (browsers allow a pop-up
 * only then), before any request; write the receipt when it is known. Null when the browser
 * refused the window.
 */
export const openReceiptWindow = (
  placeholderHtml: string,
  opener: Pick<Window, 'open'> = window,
): ReceiptWindow | null => {
  const target = opener.open('', receiptWindowName, receiptWindowFeatures);
  if (!target) return null;
  const close = () => {
    try {
      target.close();
    } catch {
      // Already closed by the user.
    }
  };
  try {
    writeDocument(target, placeholderHtml);
  } catch {
    close();
    return null;
  }
  return {
    show: (html) => writeDocument(target, html),
    print: (html) => {
      writeDocument(target, html);
      target.focus();
      // print() returns when the print dialog is done with; no script runs in the receipt.
      target.print();
      close();
    },
    close,
  };
};

/** A plain page shown while the receipt is being prepared. */
export const placeholderReceiptHtml = (message: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${message}</title></head>` +
  `<body style="font-family: monospace; font-size: 10pt; padding: 8px">${message}</body></html>`;
