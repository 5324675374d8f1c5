import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { safeCell, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('starts with a byte-order mark, ends lines with CRLF, and reads back as written', () => {
    const csv = toCsv(
      ['Name', 'Amount'],
      [
        ['အောင်အောင်', 40000],
        ['Mya, "Ma" Mya', -2500.5],
      ],
    );
    expect(csv.startsWith('\uFEFFName,Amount\r\n')).toBe(true);
    expect(parse(csv, { bom: true })).toEqual([
      ['Name', 'Amount'],
      ['အောင်အောင်', '40000'],
      ['Mya, "Ma" Mya', '-2500.5'],
    ]);
  });

  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+95 9 420', `'+95 9 420`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['Room 101 = paid', 'Room 101 = paid'],
  ])('a text cell %j is written %j', (cell, written) => {
    expect(safeCell(cell)).toBe(written);
  });

  it('numbers stay plain numbers (a refund is -5000); empty and yes/no cells', () => {
    expect([safeCell(-5000), safeCell(0.5), safeCell(null), safeCell(true)]).toEqual([
      -5000,
      0.5,
      '',
      'yes',
    ]);
  });
});
