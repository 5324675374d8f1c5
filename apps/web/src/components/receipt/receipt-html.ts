import type { TFunction } from 'i18next';
// The font file's URL only: it is fetched by a Burmese receipt, never by an English page.
import burmeseFontUrl from '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2?url';
import { displayFormat, type DisplayFormat } from '../../i18n/format.ts';
import { i18n } from '../../i18n/i18n.ts';

/** The hotel lines at the top of every receipt. */
export interface ReceiptHotel {
  name: string;
  address: string;
  city: string;
  phone: string;
}

/** One priced line: a room's stay, an extra bed, a dish. */
export interface ReceiptItem {
  label: string;
  /** A second, smaller line, e.g. '2 Nights' or '2 x 3,000 Ks'. */
  detail?: string | undefined;
  amount: number;
}

/** The stay a receipt is for (check-in, extensions). */
export interface ReceiptStay {
  /** e.g. 'Full Night'. */
  label: string;
  checkin: Date;
  checkout: Date;
  /** Shown as 'N Night(s)'; left out for stays counted in hours. */
  nights?: number | undefined;
}

/**
 * What one receipt says, whatever its kind (check-in, extension, food, manual payment). The
 * amounts are the server's: the receipt prints, it never computes.
 */
export interface ReceiptContent {
  hotel: ReceiptHotel;
  /** Null for a bill of no number of its own (ADR 069). */
  receiptNumber: string | null;
  /** A stay's bill is titled Bill (ADR 069); every other kind is a receipt. */
  title?: 'receipt' | 'bill' | undefined;
  /** When it was issued; printed dd/mm/yyyy hh:mm on the hotel's clock. */
  issuedAt: Date;
  /** The hotel's time zone. */
  timeZone: string;
  rooms: readonly string[];
  guest?: string | undefined;
  stay?: ReceiptStay | undefined;
  items: readonly ReceiptItem[];
  subtotal: number;
  taxRate: number;
  tax: number;
  serviceRate: number;
  service: number;
  total: number;
  /** Paid before (a reservation's prepayment); prints Prior paid and Grand total. */
  priorPaid?: number | undefined;
  grandTotal?: number | undefined;
  /** e.g. 'KPay'. */
  paymentMethod?: string | undefined;
  /** A wallet payment's transaction ID (ADR 051), printed under the method. */
  walletTransactionId?: string | undefined;
  /** An extension: the check-out before and after it, and what it added ('2 Days'). */
  extension?: ReceiptExtension | undefined;
  /** Who served the guest: the signed-in user's name (issue 18). */
  servedBy?: string | undefined;
  /**
   * A stay's final bill (ADR 033): the items are its charges (tax and service among them, so no
   * subtotal, tax or service rows), `total` its charges; then its payments and the balance.
   */
  bill?: ReceiptBill | undefined;
  /** A reprint: marked COPY at the top (ADR 034). */
  copy?: boolean | undefined;
  /** A void or refund: what it is, why, and the receipt it corrects. */
  correction?: ReceiptCorrection | undefined;
}

export interface ReceiptBill {
  payments: readonly ReceiptItem[];
  totalPaid: number;
  /** Above 0 still due; below 0 the guest's credit. */
  balance: number;
}

export interface ReceiptCorrection {
  kind: 'void' | 'refund';
  reason: string;
  originalReceiptNumber: string | null;
}

export interface ReceiptExtension {
  previousCheckout: Date;
  checkout: Date;
  added: string;
}

/** dd/mm/yyyy hh:mm, 24-hour, on the hotel's clock (SPEC.md section 9), in the chosen digits. */
export const formatReceiptTime = (instant: Date, timeZone: string): string =>
  displayFormat().dateTime(instant, timeZone);

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

// 58 mm thermal paper: no page margin, the body is the paper's width. No script (the page's CSP
// allows none): the opener prints and closes the window. A field's label (Receipt No, Subtotal)
// never breaks: when it and its value do not fit side by side (a long Burmese label beside a
// large amount), the value moves to the next line, on the right. An item's name (a dish) wraps
// beside its amount.
const styles = `
@page { size: 58mm auto; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
body { width: 58mm; font-family: 'DejaVu Sans Mono', 'Liberation Mono', 'Courier New', monospace; font-size: 9pt; line-height: 1.3; }
.receipt { padding: 3mm 2.5mm 5mm; }
.center { text-align: center; }
.hotel { font-size: 11pt; font-weight: bold; }
.small { font-size: 8pt; }
.row { display: flex; justify-content: space-between; gap: 2mm; }
.row > span:first-child { min-width: 0; overflow-wrap: anywhere; }
.row > span:last-child { text-align: right; white-space: nowrap; }
.field { flex-wrap: wrap; }
.field > span:first-child { white-space: nowrap; }
.field > span:last-child { margin-left: auto; }
.detail { font-size: 8pt; padding-left: 2mm; }
.note { overflow-wrap: anywhere; white-space: pre-wrap; }
.strong { font-weight: bold; }
.grand { font-weight: bold; font-size: 10pt; }
hr { border: 0; border-top: 1px dashed #000; margin: 1.5mm 0; }
`;

// Burmese receipts embed the shipped font (the print window's PDF then carries Myanmar text) and
// a taller line for stacked vowels. The font comes first: system fonts that claim a few Myanmar
// code points draw the rest as boxes; Latin text falls through to the monospace fonts. An English
// receipt with Burmese on it (a guest's name, a dish) embeds it too (issue 45).
const burmeseStyles = `
@font-face { font-family: 'Noto Sans Myanmar'; font-weight: 400 700; src: url(${burmeseFontUrl}) format('woff2'); }
body { line-height: 1.7; font-family: 'Noto Sans Myanmar', 'DejaVu Sans Mono', 'Liberation Mono', 'Courier New', monospace; }
`;

/** A label and its value on one line of a 58 mm print (an item's label wraps, a field's not). */
export const receiptRow = (label: string, value: string, className = 'field'): string =>
  // The space between the spans is not laid out (flex) but keeps copied text readable.
  `<div class="row ${className}"><span>${escapeHtml(label)}</span> <span>${escapeHtml(value)}</span></div>`;

/** Text as it is safe to put in a print's HTML. */
export const receiptText = escapeHtml;

/** The hotel's name, address, city and phone at the top of every print, then a rule. */
export const receiptHotelLines = (hotel: ReceiptHotel): string[] => [
  `<div class="center hotel">${escapeHtml(hotel.name)}</div>`,
  `<div class="center small">${escapeHtml(hotel.address)}</div>`,
  `<div class="center small">${escapeHtml(hotel.city)}</div>`,
  `<div class="center small">${escapeHtml(hotel.phone)}</div>`,
  '<hr>',
];

/** Whether `text` has a letter of the Myanmar blocks (Burmese, Shan, Mon and the rest). */
const hasMyanmar = (text: string) => /[\u1000-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f]/.test(text);

/** A complete 58 mm print document of `parts` (HTML lines): receipts and the shift report. */
export const receiptDocument = (title: string, language: string, parts: readonly string[]) =>
  [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${styles}${language === 'my' || parts.some(hasMyanmar) ? burmeseStyles : ''}</style>`,
    '</head><body>',
    `<main class="receipt">${parts.join('\n')}</main>`,
    '</body></html>',
  ].join('\n');

/**
 * The receipt as a complete HTML document for the print window (and for tests): hotel, receipt
 * number and date, rooms, guest, stay, items, subtotal, tax, service, total, prior paid and grand
 * total when relevant, and a thank-you line.
 */
export const renderReceiptHtml = (
  receipt: ReceiptContent,
  t: TFunction = i18n.t.bind(i18n) as TFunction,
  format: DisplayFormat = displayFormat(),
): string => {
  const language = format.locale.language;
  const text = (value: string) => escapeHtml(value);
  const row = receiptRow;
  const money = (amount: number) => format.kyat(amount);
  const time = (instant: Date) => format.dateTime(instant, receipt.timeZone);

  const parts: string[] = [
    ...receiptHotelLines(receipt.hotel),
    ...(receipt.title === 'bill'
      ? [`<div class="center grand">${text(t('receipt.bill'))}</div>`]
      : []),
    ...(receipt.copy
      ? [`<div class="center grand">${text(t('corrections.receipt.copy'))}</div>`]
      : []),
    ...(receipt.correction
      ? [
          `<div class="center grand">${text(t(`corrections.receipt.${receipt.correction.kind}`))}</div>`,
        ]
      : []),
    ...(receipt.receiptNumber ? [row(t('receipt.receiptNumber'), receipt.receiptNumber)] : []),
    row(t('receipt.date'), time(receipt.issuedAt)),
  ];
  if (receipt.correction?.originalReceiptNumber) {
    parts.push(row(t('corrections.receipt.original'), receipt.correction.originalReceiptNumber));
  }
  if (receipt.correction) {
    parts.push(row(t('corrections.receipt.reason'), receipt.correction.reason, 'item'));
  }
  if (receipt.rooms.length > 0) {
    parts.push(
      row(
        receipt.rooms.length > 1 ? t('receipt.rooms') : t('receipt.room'),
        receipt.rooms.join(', '),
      ),
    );
  }
  if (receipt.guest) parts.push(row(t('receipt.guest'), receipt.guest));
  if (receipt.stay) {
    parts.push(row(t('receipt.stayType'), receipt.stay.label));
    parts.push(row(t('receipt.checkin'), time(receipt.stay.checkin)));
    parts.push(row(t('receipt.checkout'), time(receipt.stay.checkout)));
    if (receipt.stay.nights !== undefined) {
      parts.push(row(t('receipt.nights'), t('receipt.nightCount', { count: receipt.stay.nights })));
    }
  }
  if (receipt.extension) {
    parts.push(row(t('receipt.previousCheckout'), time(receipt.extension.previousCheckout)));
    parts.push(row(t('receipt.newCheckout'), time(receipt.extension.checkout)));
    parts.push(row(t('receipt.extendedBy'), receipt.extension.added));
  }
  parts.push('<hr>');
  for (const item of receipt.items) {
    parts.push(row(item.label, money(item.amount), 'item'));
    if (item.detail) parts.push(`<div class="detail">${text(item.detail)}</div>`);
  }
  parts.push('<hr>');
  if (!receipt.bill) {
    parts.push(row(t('receipt.subtotal'), money(receipt.subtotal)));
    parts.push(row(t('receipt.tax', { rate: receipt.taxRate }), money(receipt.tax)));
    parts.push(row(t('receipt.service', { rate: receipt.serviceRate }), money(receipt.service)));
  }
  parts.push(row(t('receipt.total'), money(receipt.total), 'field strong'));
  if (receipt.bill) {
    const { payments, totalPaid, balance } = receipt.bill;
    parts.push('<hr>');
    for (const item of payments) {
      parts.push(row(item.label, money(item.amount), 'item'));
      if (item.detail) parts.push(`<div class="detail">${text(item.detail)}</div>`);
    }
    parts.push(row(t('receipt.totalPaid'), money(totalPaid), 'field strong'));
    parts.push(
      row(
        t(balance < 0 ? 'receipt.credit' : 'receipt.balance'),
        money(Math.abs(balance)),
        'field grand',
      ),
    );
  }
  if (receipt.priorPaid !== undefined) {
    parts.push(row(t('receipt.priorPaid'), money(receipt.priorPaid)));
  }
  if (receipt.grandTotal !== undefined) {
    parts.push(row(t('receipt.grandTotal'), money(receipt.grandTotal), 'field grand'));
  }
  if (receipt.paymentMethod) parts.push(row(t('receipt.payment'), receipt.paymentMethod));
  if (receipt.walletTransactionId) {
    parts.push(row(t('receipt.walletTransactionId'), receipt.walletTransactionId, 'item'));
  }
  if (receipt.servedBy) parts.push(row(t('receipt.servedBy'), receipt.servedBy));
  parts.push('<hr>');
  parts.push(`<div class="center">${text(t('receipt.thanks'))}</div>`);

  return receiptDocument(
    receipt.title === 'bill' || !receipt.receiptNumber
      ? t('receipt.billDocumentTitle')
      : t('receipt.documentTitle', { number: receipt.receiptNumber }),
    language,
    parts,
  );
};
