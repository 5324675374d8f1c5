import { describe, expect, it, vi } from 'vitest';
import type { ExtensionResponse } from '@frontdesk/domain';
import { useInStayFixture } from '../../test/in-stay-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useInStayFixture(() => now);
const { call, checkInGuest, guestRow, incomeCount, incomesOfGuest, published } = fx;

const extend = (
  id: number,
  kind: 'extend-days' | 'extend-hours' | 'extend-long-stay',
  body: unknown,
  options: { key?: string; token?: string; hotel?: string } = {},
) => call('POST', `/guests/${id}/${kind}`, body, options);

describe('POST /guests/{id}/extend-days', () => {
  it('charges the added nights, moves the check-out and adds to the guest, in one go', async () => {
    // 2 nights to 24 Nov at 5% tax and 10% service: paid 92,000.
    const id = await checkInGuest('101');
    const revenueBefore = await fx.roomRevenue();
    const statsBefore = await fx.stats();
    await fx.forgetEvents();

    const response = await extend(id, 'extend-days', {
      checkoutDate: '2026-11-26T12:00:00.000Z',
      paymentMethod: 'wavepay',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<ExtensionResponse>();
    expect(answer).toMatchObject({
      receiptNumber: 'AUR202611220002',
      kind: 'days',
      paymentMethod: 'wavepay',
      previousCheckoutDate: '2026-11-24T05:30:00.000Z',
      checkoutDate: '2026-11-26T05:30:00.000Z', // 12:00 at the hotel
      units: 2,
      unitPrice: 40000,
      roomCharges: 80000,
      tax: 0,
      service: 0,
      total: 80000,
      guest: {
        ID: id,
        Status: 'active',
        CheckoutDate: '2026-11-26T05:30:00.000Z',
        AmountPaid: 172000,
        RoomCharges: 160000,
        TaxCharges: 4000,
        ServiceCharges: 8000,
      },
    });
    expect(await incomesOfGuest(id)).toEqual([
      expect.objectContaining({ type: 'checked-in', amount: 92000 }),
      expect.objectContaining({
        type: 'extend',
        revenueType: 'revenue',
        amount: 80000,
        paymentMethod: 'wavepay',
        roomNumber: '101',
        receiptNumber: 'AUR202611220002',
        createdAt: now,
      }),
    ]);
    // Statuses unchanged; room revenue grows by the extension; the counts stay.
    expect(await fx.statusOf('101')).toBe(2);
    expect(await fx.roomRevenue()).toBe(revenueBefore + 80000);
    expect(await fx.stats()).toEqual(statsBefore);
    await vi.waitFor(() => expect(published).toEqual([{ type: 'payment_updated' }]));
  });

  it('prices a foreign guest with an extra bed at the foreigner prices', async () => {
    const id = await checkInGuest('102', {
      guest: {
        name: 'John',
        nationalId: 'P123',
        phone: '1',
        isForeigner: true,
        passportNumber: 'P1234567',
        nationality: 'British',
        visaType: 'Tourist',
        visaExpiry: '2027-02-01',
      },
      rooms: [{ roomNumber: '102', extraBed: true }],
    });
    const response = await extend(id, 'extend-days', { checkoutDate: '2026-11-25' });
    expect(response.json()).toMatchObject({ units: 1, unitPrice: 75000, total: 75000 });
    expect(response.json<ExtensionResponse>().paymentMethod).toBe('cash');
  });

  it.each<[string, unknown, string]>([
    [
      'the same day',
      { checkoutDate: '2026-11-24' },
      'New checkout date must be after current checkout date.',
    ],
    [
      'an earlier day',
      { checkoutDate: '2026-11-20' },
      'New checkout date must be after current checkout date.',
    ],
    ['no date', {}, 'Please select a valid checkout date.'],
    ['not a date', { checkoutDate: '2026-11-31' }, 'Please select a valid checkout date.'],
    [
      'a payment method of no one',
      { checkoutDate: '2026-11-25', paymentMethod: 'card' },
      'Payment method must be one of: cash, kpay, ayapay, wavepay',
    ],
  ])('%s -> 400 naming the field, nothing written', async (_case, body, message) => {
    const id = await checkInGuest('103');
    const [before, incomes] = [await guestRow(id), await incomeCount()];
    const response = await extend(id, 'extend-days', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message,
      errors: [expect.objectContaining({ message })],
    });
    expect(await guestRow(id)).toEqual(before);
    expect(await incomeCount()).toBe(incomes);
    await fx.call('PUT', '/guests/checkout/103', {});
    await fx.call('PUT', '/rooms/103', { status: 1 });
  });

  it('a daycation guest is not extended by days (409)', async () => {
    const id = await checkInGuest('104', { stayType: 'daycation' });
    const response = await extend(id, 'extend-days', { checkoutDate: '2026-11-25' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Extend by Day is for full-night guests.');
  });
});

describe('POST /guests/{id}/extend-hours', () => {
  it('charges the hourly rate and moves the check-out by the hours', async () => {
    const id = await checkInGuest('105', { stayType: 'daycation' }); // family room: 8,000 an hour
    const before = await guestRow(id);
    const response = await extend(id, 'extend-hours', { hours: 3, paymentMethod: 'kpay' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'hours',
      units: 3,
      unitPrice: 8000,
      total: 24000,
      previousCheckoutDate: before.checkoutAt.toISOString(),
      checkoutDate: new Date(before.checkoutAt.getTime() + 3 * 3600_000).toISOString(),
    });
    expect(await guestRow(id)).toMatchObject({
      status: 'active',
      amountPaid: before.amountPaid + 24000,
      roomCharges: before.roomCharges + 24000,
    });
    expect(await fx.statusOf('105')).toBe(3);
  });

  it.each([0, -1, 1.5, '2', null])('%s hours -> 400 with the SPEC message', async (hours) => {
    const id = (await guestRow((await fx.db().query.guests.findFirst())!.id)).id;
    const response = await extend(id, 'extend-hours', { hours });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please enter a valid number of hours (minimum 1).',
      errors: [{ field: 'hours', message: 'Please enter a valid number of hours (minimum 1).' }],
    });
  });

  it('a long-stay guest is not extended by hours (409)', async () => {
    const id = await checkInGuest('201', { stayType: 'long-stay', pricePerNight: 30000 });
    const response = await extend(id, 'extend-hours', { hours: 1 });
    expect(response.statusCode).toBe(409);
  });
});

describe('POST /guests/{id}/extend-long-stay', () => {
  it('charges days x price per day plus tax and service, as extend-long-stay', async () => {
    // Long stay to 29 Nov at 30,000 a night: 7 nights.
    const id = await checkInGuest('202', {
      stayType: 'long-stay',
      pricePerNight: 30000,
      checkoutDate: '2026-11-29',
      taxRate: 0,
      serviceRate: 0,
    });
    const before = await guestRow(id);
    const response = await extend(id, 'extend-long-stay', {
      checkoutDate: '2026-12-04T12:00:00.000Z',
      pricePerDay: 25000,
      taxRate: 5,
      serviceRate: '10',
      paymentMethod: 'ayapay',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'long-stay',
      units: 5,
      roomCharges: 125000,
      taxRate: 5,
      tax: 6250,
      serviceRate: 10,
      service: 12500,
      total: 143750,
      checkoutDate: '2026-12-04T05:30:00.000Z',
    });
    expect(await guestRow(id)).toMatchObject({
      amountPaid: before.amountPaid + 143750,
      roomCharges: before.roomCharges + 125000,
      taxCharges: before.taxCharges + 6250,
      serviceCharges: before.serviceCharges + 12500,
      status: 'active',
    });
    expect((await incomesOfGuest(id)).at(-1)).toMatchObject({
      type: 'extend-long-stay',
      revenueType: 'revenue',
      amount: 143750,
      paymentMethod: 'ayapay',
    });
    expect(await fx.statusOf('202')).toBe(7);
  });

  it.each<[unknown, string]>([
    ['2026-12-04', 'New checkout date must be after the current checkout date.'],
    [undefined, 'Please select a valid checkout date.'],
  ])('date %s -> 400: %s', async (checkoutDate, message) => {
    const id = await fx.currentGuestId('202');
    const response = await extend(id, 'extend-long-stay', { checkoutDate, pricePerDay: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message,
      errors: [{ field: 'checkoutDate', message }],
    });
  });

  it('a full-night guest gets Extend by Day instead (409)', async () => {
    const id = await checkInGuest('203');
    const response = await extend(id, 'extend-long-stay', {
      checkoutDate: '2026-12-01',
      pricePerDay: 1,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('extensions: retries, tenants, checked-out guests', () => {
  it('a key retried 3 times charges once and answers the first result', async () => {
    const id = await checkInGuest('204');
    const incomes = await incomeCount();
    const body = { checkoutDate: '2026-11-25', paymentMethod: 'cash' };
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await extend(id, 'extend-days', body, { key: 'ext-204' });
      expect(response.statusCode, response.body).toBe(201);
      answers.push(response.json<ExtensionResponse>());
    }
    expect(new Set(answers.map((a) => a.receiptNumber)).size).toBe(1);
    expect(answers[2]).toEqual(answers[0]);
    expect(await incomeCount()).toBe(incomes + 1);
    expect((await guestRow(id)).checkoutAt.toISOString()).toBe('2026-11-25T05:30:00.000Z');
    // The same key for another request is a client bug.
    const other = await extend(
      id,
      'extend-days',
      { checkoutDate: '2026-11-27' },
      { key: 'ext-204' },
    );
    expect(other.statusCode).toBe(422);
  });

  it('a key retried 3 times at once charges once', async () => {
    const id = await checkInGuest('205');
    const incomes = await incomeCount();
    const responses = await Promise.all(
      [1, 2, 3].map(() => extend(id, 'extend-hours', { hours: 2 }, { key: 'ext-205' })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    expect(new Set(responses.map((r) => r.json<ExtensionResponse>().receiptNumber)).size).toBe(1);
    expect(await incomeCount()).toBe(incomes + 1);
    expect((await incomesOfGuest(id)).filter((i) => i.type === 'extend')).toHaveLength(1);
  });

  it("another hotel's guest or an unknown one -> 404; a checked-out guest -> 409", async () => {
    const id = await checkInGuest('301');
    const swe = await extend(
      id,
      'extend-days',
      { checkoutDate: '2026-11-25' },
      { token: fx.swe, hotel: 'swe' },
    );
    expect(swe.statusCode).toBe(404);
    expect(swe.json().message).toBe('Guest not found.');
    expect((await extend(999999, 'extend-hours', { hours: 1 })).statusCode).toBe(404);
    expect((await extend(id, 'extend-hours', { hours: 1 }, { token: fx.swe })).statusCode).toBe(
      401,
    );
    await call('PUT', '/guests/checkout/301', {});
    const gone = await extend(id, 'extend-hours', { hours: 1 });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('This guest has checked out.');
  });
});
