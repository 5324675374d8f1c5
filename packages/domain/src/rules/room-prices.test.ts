import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceEntriesChangedBy } from './room-prices.ts';

const entries = [
  { id: 1, stayType: 'full-night' },
  { id: 2, stayType: 'extrabed' },
  { id: 3, stayType: 'daycation' },
  { id: 4, stayType: 'session' },
  { id: 5, stayType: 'hourly-rate' },
  { id: 6, stayType: 'foreigner-full-night' },
  { id: 7, stayType: 'foreigner-extrabed' },
  { id: 8, stayType: 'full-night' },
  { id: 9, stayType: 'extrabed' },
  { id: 10, stayType: 'daycation' },
  { id: 11, stayType: 'session' },
  { id: 12, stayType: 'hourly-rate' },
  { id: 13, stayType: 'foreigner-full-night' },
  { id: 14, stayType: 'foreigner-extrabed' },
];
const ids = (edited: number) =>
  priceEntriesChangedBy(
    entries.find((e) => e.id === edited)!,
    entries,
  ).map((e) => e.id);

describe('priceEntriesChangedBy', () => {
  it.each([
    [1, [1]],
    [8, [8]],
    [6, [6]],
    [7, [7]],
    [2, [2, 9]],
    [10, [3, 10]],
    [4, [4, 11]],
    [12, [5, 12]],
  ])('editing entry %i changes %j', (edited, expected) => {
    expect(ids(edited)).toEqual(expected);
  });

  it('always changes the edited entry and only entries of its stay type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...entries), (edited) => {
        const changed = priceEntriesChangedBy(edited, entries);
        expect(changed).toContainEqual(edited);
        expect(changed.every((e) => e.stayType === edited.stayType)).toBe(true);
      }),
    );
  });
});
