import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '@frontdesk/domain';
import { useInStayFixture } from './in-stay-fixture.ts';

/**
 * Amounts past the numeric(14,2) column (10^12 Ks and up), the three the fuzzer found: the
 * server answers 400 naming the amount, in English and Burmese, and writes nothing; never a 500.
 */
// 14:00 on 22 November at the hotel.
const fx = useInStayFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const { call, checkInGuest, guestRow } = fx;

const tooLarge = (label: string) =>
  `${label} is too large to record (at most 999,999,999,999.99 Ks)`;

describe('amounts that do not fit the money column', () => {
  it('an order of 10 x 1,000 of a 100,000,000 Ks item is a 400, nothing written', async () => {
    const id = await checkInGuest('101');
    const created = await call('POST', '/create-menu', { FoodName: 'Gold leaf', FoodPrice: 1e8 });
    expect(created.statusCode, created.body).toBe(201);
    const menuItemId = created.json<{ ID: number }>().ID;
    const before = await guestRow(id);

    const order = {
      guestId: id,
      roomNumber: '101',
      items: Array.from({ length: 10 }, () => ({ menuItemId, quantity: 1000 })),
      paymentMethod: 'cash',
    };
    const response = await call('POST', '/food-orders', order);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: tooLarge('Order total'),
      errors: [
        { field: 'grandTotal', message: tooLarge('Order total') },
        { field: 'foodCharges', message: tooLarge('Food charges') },
      ],
    });
    expect(await guestRow(id)).toEqual(before);
    expect(await call('GET', `/guest-food-orders?guestID=${id}`).then((r) => r.json())).toEqual([]);

    const burmese = await fx.t.app.inject({
      method: 'POST',
      url: `${fx.base}/food-orders`,
      headers: { authorization: `Bearer ${fx.aureo}`, 'accept-language': 'my-MM-u-nu-mymr' },
      payload: order,
    });
    expect(burmese.statusCode).toBe(400);
    expect(burmese.json<{ message: string }>().message).toBe(
      'မှာယူမှု စုစုပေါင်း သည် မှတ်တမ်းတင်ရန် ကြီးလွန်းသည် (အများဆုံး ၉၉၉,၉၉၉,၉၉၉,၉၉၉.၉၉ ကျပ်)',
    );
  });

  it("a guest's FoodCharges past the column after repeated orders is a 400", async () => {
    const id = await checkInGuest('102');
    // Each line is 100,000,000 x 1,000 + 1,000,000,000 tax = 101,000,000,000 Ks.
    const line = {
      GuestID: id,
      RoomNumber: '102',
      FoodName: 'Gold leaf',
      Price: 1e8,
      Quantity: 1000,
      TaxCharges: 1e9,
      PaymentMethod: 'cash',
    };
    const statuses: number[] = [];
    let refused = await call('POST', '/create-food-order', line);
    while (refused.statusCode === 201 && statuses.length < 20) {
      statuses.push(refused.statusCode);
      refused = await call('POST', '/create-food-order', line);
    }
    // Nine orders fit (909,000,000,000 Ks); the tenth would make 1,010,000,000,000.
    expect(statuses).toHaveLength(9);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(tooLarge('Food charges'));
    expect((await guestRow(id)).foodCharges).toBe(909_000_000_000);
    const orders = await call('GET', `/guest-food-orders?guestID=${id}`);
    expect(orders.json<unknown[]>()).toHaveLength(9);
  });

  it('a tenth long-stay extension at 100,000,000 a day is a 400, not a 500', async () => {
    const id = await checkInGuest('201', {
      stayType: 'long-stay',
      pricePerNight: 1e8,
      checkoutDate: '2026-11-29',
      taxRate: 0,
      serviceRate: 0,
    });
    let checkout: IsoDate = '2026-11-29';
    const statuses: number[] = [];
    let last;
    do {
      checkout = addDays(checkout, 366);
      last = await call('POST', `/guests/${id}/extend-long-stay`, {
        checkoutDate: checkout,
        pricePerDay: 1e8,
        taxRate: 100,
        serviceRate: 100,
        paymentMethod: 'kpay',
      });
      statuses.push(last.statusCode);
    } while (last.statusCode === 201 && statuses.length < 20);
    // 366 days x 100,000,000 x 3 = 109,800,000,000 Ks an extension: nine fit, the tenth does not.
    expect(statuses).toEqual([...Array<number>(9).fill(201), 400]);
    expect(last.json<{ message: string }>().message).toBe(tooLarge('Amount paid'));
    expect((await guestRow(id)).amountPaid).toBe(700_000_000 + 9 * 109_800_000_000);
    expect(await fx.incomesOfGuest(id)).toHaveLength(1 + 9);
  });
});
