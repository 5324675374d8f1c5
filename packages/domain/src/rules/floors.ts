/**
 * Floor headers of the room grid (SPEC.md section 2): floors 1-7 by ordinal, 8-11 are the guest
 * house's First to Fourth, 12-20 by ordinal again; anything else is 'Floor N'.
 */
const floorNames: Record<number, string> = {
  1: 'First',
  2: 'Second',
  3: 'Third',
  4: 'Fourth',
  5: 'Fifth',
  6: 'Sixth',
  7: 'Seventh',
  8: 'GH First',
  9: 'GH Second',
  10: 'GH Third',
  11: 'GH Fourth',
  12: 'Twelfth',
  13: 'Thirteenth',
  14: 'Fourteenth',
  15: 'Fifteenth',
  16: 'Sixteenth',
  17: 'Seventeenth',
  18: 'Eighteenth',
  19: 'Nineteenth',
  20: 'Twentieth',
};

export const floorName = (floor: number): string => floorNames[floor] ?? `Floor ${floor}`;
