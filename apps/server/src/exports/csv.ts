import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

/**
 * The CSV files the owner downloads (ADR 045), for any feature to reuse: UTF-8 with a byte-order
 * mark (so Excel reads Burmese names), CRLF lines, amounts as plain numbers, and every text cell
 * that a spreadsheet would take for a formula made safe.
 */
export type CsvCell = string | number | boolean | null | undefined;

/** A text beginning with =, +, -, @, a tab or a carriage return starts a formula in Excel. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A cell as written: numbers stay numbers (a refund is -5000, never text); a text that could
 * start a formula gets a leading apostrophe, shown by spreadsheets as text, never run.
 */
export const safeCell = (cell: CsvCell): string | number => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : '';
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no';
  return formulaStart.test(cell) ? `'${cell}` : cell;
};

const byteOrderMark = '\uFEFF';

/** The text of a CSV file: its header and rows, every cell made safe. */
export const toCsv = (header: readonly string[], rows: Iterable<readonly CsvCell[]>): string => {
  const records = [header.map(safeCell)];
  for (const row of rows) records.push(row.map(safeCell));
  return byteOrderMark + stringify(records, { record_delimiter: '\r\n' });
};

/** Answers a CSV file as a download named `fileName` (ASCII: dates, hotel key). */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
