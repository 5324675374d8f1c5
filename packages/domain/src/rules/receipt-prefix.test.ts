import { describe, expect, it } from 'vitest';
import { receiptPrefixClash } from './receipt-prefix.ts';

describe('receipt prefixes across the hotels of a server', () => {
  it.each([
    ['AUR', ['SMH'], null],
    ['AUR', ['AUR', 'SMH'], 'AUR'],
    ['ABFOOD', ['AB'], 'AB'], // ABFOOD20261202… is AB's food receipt
    ['AB', ['ABFOOD'], 'ABFOOD'], // AB's food receipts would be ABFOOD's numbers
    ['ABFOO', ['AB'], null],
    ['FOOD', ['AB'], null],
    ['AUR', [], null],
  ] as const)('%s beside %j clashes with %s', (prefix, others, clash) => {
    expect(receiptPrefixClash(prefix, others)).toBe(clash);
  });
});
