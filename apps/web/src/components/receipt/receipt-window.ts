/** The print window's name and size (a small window beside the desk's screen). */
export const receiptWindowName = 'receipt';
export const receiptWindowFeatures = 'width=320,height=600';

/** A print window opened for one receipt. */
export interface ReceiptWindow {
  /** Replaces the window's document with `html`. */
  show: (html: string) => void;
  /**
   * Shows `html`, waits for its fonts (at most `receiptFontTimeoutMs`), prints it and closes the
   * window after printing.
   */
  print: (html: string) => Promise<void>;
  close: () => void;
}

const writeDocument = (target: Window, html: string) => {
  const { document } = target;
  document.open();
  document.write(html);
  document.close();
};

/**
 * The longest a receipt waits for its fonts: a font that is slow or never comes (offline, a
 * broken file) must not keep the receipt from printing, in the system fonts if it must.
 */
export const receiptFontTimeoutMs = 4000;

/**
 * Resolves once every font the receipt's document declares has loaded (or failed), or after
 * `timeoutMs`. A declared face is fetched only when laid-out text needs it, and print() does not
 * wait for it: on a desk without a Myanmar system font the first Burmese receipt printed boxes.
 * So each face is loaded here, before printing; the receipt itself carries no script.
 */
export const receiptFontsLoaded = async (target: Window, timeoutMs: number): Promise<void> => {
  const fonts = target.document.fonts as FontFaceSet | undefined;
  if (!fonts) return;
  const faces: FontFace[] = [];
  fonts.forEach((face) => faces.push(face));
  const loaded = Promise.all(faces.map((face) => face.load().catch(() => undefined))).then(
    () => fonts.ready,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([loaded.then(() => undefined), timedOut]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Opens the receipt's print window. Call it straight from the click (browsers allow a pop-up
 * only then), before any request; write the receipt when it is known. Null when the browser
 * refused the window.
 */
export const openReceiptWindow = (
  placeholderHtml: string,
  opener: Pick<Window, 'open'> = window,
  fontTimeoutMs = receiptFontTimeoutMs,
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
    print: async (html) => {
      writeDocument(target, html);
      await receiptFontsLoaded(target, fontTimeoutMs);
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
