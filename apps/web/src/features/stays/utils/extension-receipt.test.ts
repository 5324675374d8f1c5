import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { renderReceiptHtml } from '../../../components/receipt/receipt-html.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { anExtension } from '../test/stay-fixtures.ts';
import { receiptContentOf } from '../../../components/receipt/receipt-document.ts';

const t = i18n.t.bind(i18n) as TFunction;
const textOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('extension receipt', () => {
  it('prints the old and new check-out, what was added and the charges', () => {
    const text = textOf(renderReceiptHtml(receiptContentOf(anExtension().receipt, t), t));
    for (const expected of [
      'Receipt No AUR202611210002',
      'Room 101',
      'Guest U Ba',
      'Previous check-out 22/11/2026 12:00',
      'New check-out 24/11/2026 12:00',
      'Extended by 2 Days',
      'Extend Stay 80,000 Ks',
      '2 Days x 40,000 Ks',
      'Tax (0%) 0 Ks',
      'Service (0%) 0 Ks',
      'Total 80,000 Ks',
      'Payment Cash',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('counts hours for an hour extension and shows a long stay’s tax and service', () => {
    const hours = textOf(
      renderReceiptHtml(
        receiptContentOf(anExtension({ kind: 'hours', units: 1, unitPrice: 5000 }).receipt, t),
        t,
      ),
    );
    expect(hours).toContain('Extended by 1 Hour');
    expect(hours).toContain('Extend Hours');
    const longStay = textOf(
      renderReceiptHtml(
        receiptContentOf(
          anExtension({
            kind: 'long-stay',
            taxRate: 5,
            tax: 4000,
            serviceRate: 10,
            service: 8000,
            total: 92000,
          }).receipt,
          t,
        ),
        t,
      ),
    );
    expect(longStay).toContain('Extend Long Stay');
    expect(longStay).toContain('Tax (5%) 4,000 Ks');
    expect(longStay).toContain('Service (10%) 8,000 Ks');
    expect(longStay).toContain('Total 92,000 Ks');
  });
});
