import { describe, expect, it, vi } from 'vitest';
import type { Guest } from '@frontdesk/domain';
import { useInStayFixture } from '../../test/in-stay-fixture.ts';

const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useInStayFixture(() => now);
const { call, checkInGuest, guestRow, incomeCount } = fx;

const identity = { name: 'Aye Aye Myint', nationalId: '12/PaBaTa(N)654321', phone: '09 777' };
const put = (id: number, body: unknown, options: { token?: string; hotel?: string } = {}) =>
  call('PUT', `/guests/${id}`, body, options);

describe('PUT /guests/{id}', () => {
  it('corrects the guest and answers it; the room shows the corrected guest', async () => {
    const id = await checkInGuest('101');
    const before = await guestRow(id);
    const response = await put(id, identity);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Guest>()).toMatchObject({
      ID: id,
      Name: 'Aye Aye Myint',
      NationalID: '12/PaBaTa(N)654321',
      Phone: '09 777',
      AmountPaid: 92000,
      Status: 'active',
    });
    expect((await call('GET', '/guests/current/101')).json()).toMatchObject({ Phone: '09 777' });
    // Only what was sent changed.
    const after = await guestRow(id);
    expect({
      ...after,
      name: before.name,
      nationalId: before.nationalId,
      phone: before.phone,
    }).toEqual(before);
  });

  it("takes a SPEC client's long-stay extension as sent, with no income", async () => {
    const id = await checkInGuest('102', { stayType: 'long-stay', pricePerNight: 30000 });
    const incomes = await incomeCount();
    const response = await put(id, {
      ...identity,
      roomType: 'long-stay',
      roomNumber: '102',
      checkinDate: '2026-11-22T14:00:00.000Z',
      checkoutDate: '2026-11-30T12:00:00.000Z',
      extraBed: false,
      isForeigner: false,
      paymentType: 'cash',
      amountPaid: 300000,
      roomCharges: 260000,
      foodCharges: 0,
      taxCharges: 13000,
      serviceCharges: 27000,
      status: 'active',
      receiptNumber: 'AUR202611220099',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Guest>()).toMatchObject({
      CheckinDate: '2026-11-22T07:30:00.000Z',
      CheckoutDate: '2026-11-30T05:30:00.000Z', // the hotel's 12:00
      AmountPaid: 300000,
      RoomCharges: 260000,
      TaxCharges: 13000,
      ServiceCharges: 27000,
    });
    expect(await incomeCount()).toBe(incomes);
    expect(await fx.statusOf('102')).toBe(7);
  });

  it.each<[string, object, string, string]>([
    ['an empty name', { ...identity, name: ' ' }, 'name', 'Name is required'],
    ['no phone', { name: 'A', nationalId: 'B' }, 'phone', 'Phone is required'],
    [
      'another room',
      { ...identity, roomNumber: '103' },
      'roomNumber',
      'The room is changed with Room Swap, not here.',
    ],
    [
      'a check-out before check-in',
      { ...identity, checkoutDate: '2026-11-20T12:00:00.000Z' },
      'checkoutDate',
      'Check-out date cannot be before the check-in date',
    ],
    [
      'an instant with an offset for a full night',
      { ...identity, checkoutDate: '2026-11-25T12:00:00+06:30' },
      'checkoutDate',
      "Check-out date must be the hotel's time like 2026-11-22T14:00:00.000Z",
    ],
    [
      'checking out here',
      { ...identity, status: 'checked-out' },
      'status',
      'Status can only be active here; use Checkout to check out',
    ],
    [
      'a negative amount',
      { ...identity, amountPaid: -5 },
      'amountPaid',
      'Amount paid cannot be negative',
    ],
  ])('%s -> 400 naming the field, nothing written', async (_case, body, field, message) => {
    const id = await fx.currentGuestId('101');
    const before = await guestRow(id);
    const response = await put(id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await guestRow(id)).toEqual(before);
  });

  it("tells every desk the room's guest changed, and that money moved only when a total did", async () => {
    const roomUpdated = async (room: string, refreshStats: boolean) => ({
      type: 'room_updated',
      room,
      status: await fx.statusOf(room),
      refreshStats,
    });
    const corrected = await fx.currentGuestId('101');
    await fx.forgetEvents();
    expect((await put(corrected, { ...identity, phone: '09 888' })).statusCode).toBe(200);
    const correction = [await roomUpdated('101', false)];
    await vi.waitFor(() => expect(fx.published).toEqual(correction));

    // A refused PUT tells no one.
    await fx.forgetEvents();
    expect((await put(corrected, { ...identity, amountPaid: -5 })).statusCode).toBe(400);
    const extended = await fx.currentGuestId('102');
    const response = await put(extended, { ...identity, amountPaid: 330000, roomCharges: 290000 });
    expect(response.statusCode, response.body).toBe(200);
    const extension = [await roomUpdated('102', true), { type: 'payment_updated' }];
    await vi.waitFor(() => expect(fx.published).toEqual(extension));
  });

  it("another hotel's guest or an unknown id -> 404; a checked-out guest -> 409", async () => {
    const id = await fx.currentGuestId('101');
    expect((await put(id, identity, { token: fx.swe, hotel: 'swe' })).statusCode).toBe(404);
    expect((await put(987654, identity)).statusCode).toBe(404);
    expect((await put(99999999999 as number, identity)).statusCode).toBe(400);
    await call('PUT', '/guests/checkout/101', {});
    const gone = await put(id, identity);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('This guest has checked out.');
  });
});
