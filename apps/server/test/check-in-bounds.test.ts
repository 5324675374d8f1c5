import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, roomPrices } from '../src/db/schema.ts';
import { useCheckInFixture } from './check-in-fixture.ts';

/**
 * POST /check-in with amounts past the numeric(14,2) column: a night priced at the highest room
 * price (1,000,000,000 Ks) for a year, with 100% tax and service, is more than a guest row can
 * hold; two such rooms are more than one receipt can total. 400 naming the amount, nothing
 * written, never a 500.
 */
// 14:00 on 22 November at the hotel.
const fx = useCheckInFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const { walkIn, checkIn, counts } = fx;

const tooLarge = (label: string) =>
  `${label} is too large to record (at most 999,999,999,999.99 Ks)`;

/** Every full-night price of the hotel at the highest a room price may be. */
const priceNightsAtMost = () =>
  fx.db().update(roomPrices).set({ price: 1e9 }).where(eq(roomPrices.stayType, 'full-night'));

const everyRate = { taxRate: 100, serviceRate: 100 };
const nothingWritten = { guests: 0, incomes: 0, receipts: 0, checkedInReservations: 0 };

describe('check-in amounts that do not fit the money column', () => {
  it("one room's year at 1,000,000,000 a night plus 100% tax and service is a 400", async () => {
    await priceNightsAtMost();
    // 366 nights x 1,000,000,000 x 3 = 1,098,000,000,000 Ks.
    const response = await checkIn(
      walkIn({ checkoutDate: '2027-11-23T12:00:00.000Z', ...everyRate }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: tooLarge('Check-in total'),
      errors: [{ field: 'total', message: tooLarge('Check-in total') }],
    });
    expect(await counts()).toEqual(nothingWritten);
    expect(await fx.statusOf('101')).toBe(1);
  });

  it('two rooms that each fit but together do not are a 400, in Burmese too', async () => {
    await priceNightsAtMost();
    // 200 nights x 1,000,000,000 x 3 = 600,000,000,000 Ks a room, 1,200,000,000,000 together.
    const payload = walkIn({
      checkoutDate: '2027-06-10T12:00:00.000Z',
      rooms: [
        { roomNumber: '101', extraBed: false },
        { roomNumber: '102', extraBed: false },
      ],
      ...everyRate,
    });
    const response = await checkIn(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(tooLarge('Check-in total'));
    const burmese = await fx.t.app.inject({
      method: 'POST',
      url: `${fx.base}/check-in`,
      headers: { authorization: `Bearer ${fx.aureo}`, 'accept-language': 'my-MM-u-nu-mymr' },
      payload,
    });
    expect(burmese.statusCode).toBe(400);
    expect(burmese.json<{ message: string }>().message).toBe(
      'ချက်အင် စုစုပေါင်း သည် မှတ်တမ်းတင်ရန် ကြီးလွန်းသည် (အများဆုံး ၉၉၉,၉၉၉,၉၉၉,၉၉၉.၉၉ ကျပ်)',
    );
    expect(await counts()).toEqual(nothingWritten);
  });

  it("a two-room reservation's check-in past the column is a 400 and it stays confirmed", async () => {
    await priceNightsAtMost();
    const { ID } = await fx.reserve({ checkoutDate: '2027-06-10T12:00:00.000Z' });
    const response = await checkIn(
      walkIn({
        reservationId: ID,
        checkoutDate: undefined,
        rooms: [
          { roomNumber: '101', extraBed: false },
          { roomNumber: '102', extraBed: false },
        ],
        ...everyRate,
      }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(tooLarge('Check-in total'));
    const [row] = await fx.db().select().from(reservations).where(eq(reservations.id, ID));
    expect(row!.status).toBe('confirmed');
    expect((await counts()).guests).toBe(0);
  });
});
