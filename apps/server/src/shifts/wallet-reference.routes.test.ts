import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckInResponse, CurrentShift } from '@frontdesk/domain';
import { guests, incomes, receipts, stayExtensions } from '../db/schema.ts';
import { useInStayFixture } from '../../test/in-stay-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useInStayFixture(() => now);
const { call, checkInGuest, incomesOfGuest } = fx;

const tooLong = 'K'.repeat(61);
const tooLongMessage = 'Wallet reference must be at most 60 characters';

/** Everything a refused call must leave as it was. */
const written = async () => ({
  guests: (await fx.db().select({ n: count() }).from(guests))[0]!.n,
  incomes: (await fx.db().select({ n: count() }).from(incomes))[0]!.n,
  receipts: (await fx.db().select({ n: count() }).from(receipts))[0]!.n,
  extensions: (await fx.db().select({ n: count() }).from(stayExtensions))[0]!.n,
  amountsPaid: (await fx.db().select({ paid: guests.amountPaid }).from(guests)).map((g) => g.paid),
});

/** A too-long reference: 400 with the field's message, and nothing written. */
const expectRefused = async (
  send: () => Promise<{ statusCode: number; json: () => unknown }>,
  field = 'walletReference',
) => {
  const before = await written();
  const response = await send();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    message: tooLongMessage,
    errors: [{ field, message: tooLongMessage }],
  });
  expect(await written()).toEqual(before);
};

const referencesOf = async (guestId: number, type: string) =>
  (await incomesOfGuest(guestId)).filter((i) => i.type === type).map((i) => i.walletReference);

describe('POST /check-in keeps the wallet reference on its incomes', () => {
  it('a walk-in by KPay: trimmed on the income; by cash: none', async () => {
    const id = await checkInGuest('101', { walletReference: ' KP-2611-0001 ' });
    expect(await referencesOf(id, 'checked-in')).toEqual(['KP-2611-0001']);
    const cash = await checkInGuest('102', { paymentMethod: 'cash', walletReference: 'KP-9' });
    expect(await referencesOf(cash, 'checked-in')).toEqual([null]);
  });

  it('a reservation of two rooms: both incomes carry it', async () => {
    const reservation = await fx.reserve();
    const response = await fx.checkIn({
      stayType: 'full-night',
      reservationId: reservation.ID,
      guest: { name: 'Ko Ko', nationalId: '9/MaKaNa(N)654321', phone: '09 250 333 444' },
      rooms: [{ roomNumber: '103' }, { roomNumber: '104' }],
      paymentMethod: 'ayapay',
      walletReference: 'AP-77',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [first, second] = response.json<CheckInResponse>().guests;
    expect(await referencesOf(first!.ID, 'checked-in')).toEqual(['AP-77']);
    expect(await referencesOf(second!.ID, 'checked-in')).toEqual(['AP-77']);
  });

  it('61 characters: 400 and no guest, income or receipt', async () => {
    await expectRefused(() =>
      fx.checkIn(fx.walkIn({ rooms: [{ roomNumber: '105' }], walletReference: tooLong })),
    );
  });
});

describe('the stay calls that take money keep it', () => {
  it('POST /guests/{id}/payments', async () => {
    const id = await checkInGuest('201');
    const payment = { amount: 5000, paymentMethod: 'wavepay' };
    await expectRefused(() =>
      call('POST', `/guests/${id}/payments`, { ...payment, walletReference: tooLong }),
    );
    const paid = await call('POST', `/guests/${id}/payments`, {
      ...payment,
      walletReference: 'WP 123 ',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await referencesOf(id, 'payment')).toEqual(['WP 123']);
  });

  it('POST /guests/{id}/extend-days, extend-hours and extend-long-stay', async () => {
    const days = await checkInGuest('202');
    const toDays = { checkoutDate: '2026-11-26', paymentMethod: 'kpay' };
    await expectRefused(() =>
      call('POST', `/guests/${days}/extend-days`, { ...toDays, walletReference: tooLong }),
    );
    const byDays = { ...toDays, walletReference: 'KP-D' };
    expect((await call('POST', `/guests/${days}/extend-days`, byDays)).statusCode).toBe(201);
    expect(await referencesOf(days, 'extend')).toEqual(['KP-D']);

    const hours = await checkInGuest('203', { stayType: 'daycation' });
    const byHours = { hours: 2, paymentMethod: 'ayapay' };
    await expectRefused(() =>
      call('POST', `/guests/${hours}/extend-hours`, { ...byHours, walletReference: tooLong }),
    );
    const extended = await call('POST', `/guests/${hours}/extend-hours`, {
      ...byHours,
      walletReference: 'AP-H',
    });
    expect(extended.statusCode, extended.body).toBe(201);
    expect(await referencesOf(hours, 'extend')).toEqual(['AP-H']);

    const long = await checkInGuest('204', {
      stayType: 'long-stay',
      pricePerNight: 30000,
      checkoutDate: '2026-11-29',
    });
    const toLater = { checkoutDate: '2026-12-04', pricePerDay: 25000, paymentMethod: 'wavepay' };
    await expectRefused(() =>
      call('POST', `/guests/${long}/extend-long-stay`, { ...toLater, walletReference: tooLong }),
    );
    const later = await call('POST', `/guests/${long}/extend-long-stay`, {
      ...toLater,
      walletReference: 'WP-L',
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(await referencesOf(long, 'extend-long-stay')).toEqual(['WP-L']);
  });

  it('PUT /guests/checkout/{room} collecting the balance', async () => {
    const id = await checkInGuest('205');
    const charge = { description: 'Minibar', amount: 3000 };
    expect((await call('POST', `/guests/${id}/charges`, charge)).statusCode).toBe(201);
    const collect = { paymentMethod: 'kpay', amount: 3000 };
    await expectRefused(
      () =>
        call('PUT', '/guests/checkout/205', {
          guestId: id,
          collect: { ...collect, walletReference: tooLong },
        }),
      'collect.walletReference',
    );
    const out = await call('PUT', '/guests/checkout/205', {
      guestId: id,
      collect: { ...collect, walletReference: 'KP-OUT' },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await referencesOf(id, 'payment')).toEqual(['KP-OUT']);
  });
});

describe('shift close', () => {
  it("lists a check-in's wallet payment with its reference", async () => {
    // Room 105 stayed free: its check-in with a too-long reference was refused.
    const opened = await call('POST', '/shifts', { float: 0 });
    expect(opened.statusCode, opened.body).toBe(201);
    await checkInGuest('105', { paymentMethod: 'kpay', walletReference: 'KP-SHIFT-1' });
    const { shift } = (await call('GET', '/shifts/current')).json<CurrentShift>();
    // The test's clock stands still: the calls above fall in the shift too.
    expect(shift!.walletPayments.filter((p) => p.room === '105')).toEqual([
      expect.objectContaining({
        room: '105',
        paymentMethod: 'kpay',
        walletReference: 'KP-SHIFT-1',
      }),
    ]);
    expect(shift!.walletPayments.map((p) => p.walletReference)).toEqual(
      expect.arrayContaining(['KP-2611-0001', 'AP-77', 'WP 123', 'KP-D', 'AP-H', 'WP-L', 'KP-OUT']),
    );
  });
});
