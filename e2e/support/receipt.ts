import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

interface PrintRecord {
  receiptPrinted: number;
  receiptClosed: number;
  /** Per print: the status of each font face the receipt declared when print() was called. */
  receiptFontsAtPrint: string[][];
}

/**
 * Keeps the print window open for the test: print() and close() are only recorded, print() with
 * the state of the receipt's fonts at that moment (what a real print would have drawn with).
 */
export const recordPrinting = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as PrintRecord;
    record.receiptPrinted = 0;
    record.receiptClosed = 0;
    record.receiptFontsAtPrint = [];
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (opened) {
        opened.print = () => {
          const faces: string[] = [];
          opened.document.fonts.forEach((face) => faces.push(`${face.family} ${face.status}`));
          record.receiptFontsAtPrint.push(faces);
          record.receiptPrinted += 1;
        };
        opened.close = () => void (record.receiptClosed += 1);
      }
      return opened;
    };
  });

/** How many receipts the page printed since recordPrinting. */
export const receiptsPrinted = (page: Page) =>
  page.evaluate(() => (window as unknown as PrintRecord).receiptPrinted);

/** Each print's font faces ('"Noto Sans Myanmar" loaded') as they were when it printed. */
export const receiptFontsAtPrint = (page: Page) =>
  page.evaluate(() => (window as unknown as PrintRecord).receiptFontsAtPrint);

/** Clicks `print` and answers the receipt's print window once the page has printed it. */
export const printedReceiptWindow = async (
  page: Page,
  context: BrowserContext,
  print: () => Promise<void>,
): Promise<Page> => {
  await recordPrinting(page);
  const popup = context.waitForEvent('page');
  await print();
  const receipt = await popup;
  await expect.poll(() => receiptsPrinted(page)).toBe(1);
  return receipt;
};

/** pdftotext (poppler-utils) reads the receipt PDF back; CI installs it. */
export const pdftotextAvailable = spawnSync('pdftotext', ['-v']).status === 0;
if (!pdftotextAvailable && process.env.E2E === 'required') {
  throw new Error('E2E=required but pdftotext is missing: apt-get install -y poppler-utils');
}

/** Runs a poppler tool over the PDF (written to a temporary file) and answers its output. */
const readPdf = (pdf: Buffer, tool: string, args: readonly string[]): string => {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  try {
    const file = join(dir, 'receipt.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export const pdfText = (pdf: Buffer): string => readPdf(pdf, 'pdftotext', ['-layout']);

/** The fonts embedded in the PDF, as pdffonts lists them. */
export const pdfFonts = (pdf: Buffer): string => readPdf(pdf, 'pdffonts', []);
