import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floorName } from './floors.ts';

describe('floorName', () => {
  it.each([
    [1, 'First'],
    [2, 'Second'],
    [3, 'Third'],
    [4, 'Fourth'],
    [5, 'Fifth'],
    [6, 'Sixth'],
    [7, 'Seventh'],
    [8, 'GH First'],
    [9, 'GH Second'],
    [10, 'GH Third'],
    [11, 'GH Fourth'],
    [12, 'Twelfth'],
    [13, 'Thirteenth'],
    [15, 'Fifteenth'],
    [19, 'Nineteenth'],
    [20, 'Twentieth'],
    [21, 'Floor 21'],
    [0, 'Floor 0'],
    [-1, 'Floor -1'],
  ])('floor %i is %s', (floor, name) => {
    expect(floorName(floor)).toBe(name);
  });

  it('names every floor beyond the list by number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 10_000 }), (floor) => {
        expect(floorName(floor)).toBe(`Floor ${floor}`);
      }),
    );
  });
});
