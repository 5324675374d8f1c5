import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { folioOf, type FolioSources } from './folio.ts';
import type { RoomParts } from './folio-room.ts';
import { sumKyat } from './money.ts';

const guest = (fields: Partial<FolioSources['guest']>): FolioSources['guest'] => ({
  ID: 3,
  RoomNumber: '201',
  Name: 'Daw Aye',
  Status: 'active',
  AmountPaid: 0,
  RoomCharges: 0,
  TaxCharges: 0,
  ServiceCharges: 0,
  FoodCharges: 0,
  ...fields,
});
const charges = (fields: Partial<FolioSources['guest']>, roomParts: RoomParts) =>
  folioOf({ guest: guest(fields), incomes: [], foodPayments: [], roomParts }).Charges.map((c) => [
    c.Type,
    c.Amount,
    c.Quantity ?? null,
    c.Unit ?? null,
    c.CreatedAt,
  ]);
const day2 = '2026-11-23T05:00:00.000Z';
const day3 = '2026-11-24T05:00:00.000Z';

describe('the room charges on lines (hand-computed)', () => {
  it('a full night with an extra bed: 2 nights x 40,000 and 2 x 10,000 for the bed, 5% tax', () => {
    expect(
      charges(
        { RoomCharges: 100000, TaxCharges: 5000 },
        { nights: { count: 2, amount: 80000 }, extraBed: 20000 },
      ),
    ).toEqual([
      ['nights', 80000, 2, null, null],
      ['extra-bed', 20000, null, null, null],
      ['tax', 5000, null, null, null],
    ]);
  });

  it('extended by a day (room and bed, 50,000) then by 3 hours at 5,000', () => {
    // 1 night 40,000 + bed 10,000 + 50,000 + 15,000 = 115,000
    expect(
      charges(
        { RoomCharges: 115000 },
        {
          nights: { count: 1, amount: 40000 },
          extraBed: 10000,
          extensions: [
            { Kind: 'days', Units: 1, Amount: 50000, CreatedAt: day2 },
            { Kind: 'hours', Units: 3, Amount: 15000, CreatedAt: day3 },
          ],
        },
      ),
    ).toEqual([
      ['nights', 40000, 1, null, null],
      ['extra-bed', 10000, null, null, null],
      ['extension', 50000, 1, 'days', day2],
      ['extension', 15000, 3, 'hours', day3],
    ]);
  });

  it('a long stay of 10 x 30,000 extended 5 days x 28,000, tax 5% and service 10% on both', () => {
    // tax 15,000 + 7,000; service 30,000 + 14,000: they stay on their own lines, summed
    const lines = charges(
      { RoomCharges: 440000, TaxCharges: 22000, ServiceCharges: 44000, FoodCharges: 6500 },
      {
        nights: { count: 10, amount: 300000 },
        extensions: [{ Kind: 'long-stay', Units: 5, Amount: 140000, CreatedAt: day2 }],
      },
    );
    expect(lines).toEqual([
      ['nights', 300000, 10, null, null],
      ['extension', 140000, 5, 'days', day2],
      ['tax', 22000, null, null, null],
      ['service', 44000, null, null, null],
      ['food', 6500, null, null, null],
    ]);
  });

  it('what the parts do not explain stays on the room line; parts beyond it give one room line', () => {
    const nights = { count: 1, amount: 40000 };
    // RoomCharges raised by an edit to 45,000.50: 5,000.50 unexplained
    expect(charges({ RoomCharges: 45000.5 }, { nights })).toEqual([
      ['room', 5000.5, null, null, null],
      ['nights', 40000, 1, null, null],
    ]);
    // RoomCharges edited down below the night's price: nothing can be told apart
    expect(charges({ RoomCharges: 30000 }, { nights })).toEqual([
      ['room', 30000, null, null, null],
    ]);
  });

  it('extra charges keep their own lines beside the parts', () => {
    const folio = folioOf({
      guest: guest({ RoomCharges: 43000 }),
      incomes: [],
      foodPayments: [],
      extraCharges: [{ Description: 'Laundry', Amount: 3000, CreatedAt: day2 }],
      roomParts: { nights: { count: 1, amount: 40000 } },
    });
    expect(folio.Charges.map((c) => [c.Type, c.Amount])).toEqual([
      ['nights', 40000],
      ['other', 3000],
    ]);
  });
});

const kyat = fc.integer({ min: -5_000_000_00, max: 50_000_000_00 }).map((n) => n / 100);
const part = fc.integer({ min: 0, max: 20_000_000_00 }).map((n) => n / 100);

describe('the folio lines always sum to the guest fields (property)', () => {
  it('for any fields, parts and extra charges', () => {
    fc.assert(
      fc.property(
        fc.record({ room: kyat, tax: part, service: part, food: part }),
        fc.record({
          nights: fc.option(fc.record({ count: fc.nat(400), amount: part }), { nil: undefined }),
          extraBed: fc.option(part, { nil: undefined }),
          extensions: fc.array(
            fc.record({
              Kind: fc.constantFrom('days' as const, 'hours' as const, 'long-stay' as const),
              Units: fc.option(fc.nat(400)),
              Amount: part,
              CreatedAt: fc.constant(day2),
            }),
            { maxLength: 5 },
          ),
        }),
        fc.array(part, { maxLength: 3 }),
        (fields, roomParts, extras) => {
          const folio = folioOf({
            guest: guest({
              RoomCharges: fields.room,
              TaxCharges: fields.tax,
              ServiceCharges: fields.service,
              FoodCharges: fields.food,
            }),
            incomes: [],
            foodPayments: [],
            extraCharges: extras.map((Amount) => ({ Description: 'x', Amount, CreatedAt: day3 })),
            roomParts,
          });
          const roomLines = folio.Charges.filter(
            (c) => !['tax', 'service', 'food'].includes(c.Type),
          );
          expect(sumKyat(roomLines.map((c) => c.Amount))).toBe(fields.room);
          expect(folio.TotalCharges).toBe(
            sumKyat([fields.room, fields.tax, fields.service, fields.food]),
          );
          expect(folio.Charges.every((c) => c.Amount !== 0)).toBe(true);
        },
      ),
    );
  });
});
