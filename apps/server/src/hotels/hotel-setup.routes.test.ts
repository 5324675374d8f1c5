import { describe, expect, it, vi } from 'vitest';
import type { Hotel } from '@frontdesk/domain';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 Nov at the hotel (UTC+06:30).
const fx = useCheckInFixture(() => new Date('2026-11-22T07:30:00.000Z'));

const details = {
  name: 'Aureo Boutique Hotel',
  address: 'No. 7, Sule Pagoda Road',
  city: 'Yangon',
  phone: '+95 9 111 222 333',
  receiptPrefix: 'ABH',
  defaultTaxRate: 5,
  defaultServiceRate: 10,
};
const put = async (body: unknown) =>
  fx.call('PUT', '/api/aureo/admin/hotel', body, await fx.t.login('aureo', 'admin'));
const publicDetails = async () =>
  (await fx.t.app.inject({ method: 'GET', url: '/api/aureo/details' })).json<Hotel>();

describe('the hotel page', () => {
  it('changes the details receipts print at once (no restart) and tells every desk', async () => {
    const before = await publicDetails();
    expect(before).toMatchObject({ defaultTaxRate: 0, defaultServiceRate: 0 });
    await fx.forgetEvents();
    const response = await put(details);
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicDetails()).toEqual({ ...before, ...details });
    await vi.waitFor(() => expect(fx.published).toContainEqual({ type: 'hotel_updated' }));
    const hotels = (await fx.t.app.inject({ method: 'GET', url: '/api/hotels' })).json<Hotel[]>();
    expect(hotels.map((h) => h.name)).toEqual(['Aureo Boutique Hotel', 'Swe Mahar Hotel']);
  });

  it('numbers new receipts with the new prefix', async () => {
    const checkedIn = await fx.checkIn(
      fx.walkIn({ rooms: [{ roomNumber: '201', extraBed: false }] }),
    );
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    expect(checkedIn.json<{ receiptNumber: string }>().receiptNumber).toMatch(/^ABH20261122\d{4}$/);
  });

  it.each([
    [{ ...details, receiptPrefix: 'ab1' }, 'Receipt prefix must be 2 to 6 capital letters (A-Z)'],
    [{ ...details, name: ' ' }, 'Hotel name is required'],
    [{ ...details, defaultTaxRate: 101 }, 'Default tax rate must be a number from 0 to 100'],
  ])('refuses bad input with 400 and changes nothing (%#)', async (body, message) => {
    const before = await publicDetails();
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect(await publicDetails()).toEqual(before);
  });

  it("leaves the other hotel's details alone", async () => {
    const swe = (await fx.t.app.inject({ method: 'GET', url: '/api/swe/details' })).json<Hotel>();
    expect(swe).toMatchObject({ name: 'Swe Mahar Hotel', receiptPrefix: 'SMH' });
  });

  it("refuses a prefix that reads as another hotel's numbers, food numbers included", async () => {
    const sweAdmin = await fx.t.login('swe', 'admin');
    const swe = (await fx.t.app.inject({ method: 'GET', url: '/api/swe/details' })).json<Hotel>();
    const sm = await fx.call(
      'PUT',
      '/api/swe/admin/hotel',
      { ...swe, receiptPrefix: 'SM' },
      sweAdmin,
    );
    expect(sm.statusCode, sm.body).toBe(200);
    const before = await publicDetails();
    // SM's own numbers, and SMFOOD20261122… which is Swe Mahar's food receipt.
    for (const prefix of ['SM', 'SMFOOD']) {
      const response = await put({ ...details, receiptPrefix: prefix });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message:
          "Receipt prefix must differ from another hotel's prefix, and from it with FOOD after it",
      });
    }
    expect(await publicDetails()).toEqual(before);
  });

  it('keeps its own prefix when the other details change', async () => {
    const response = await put({ ...details, receiptPrefix: 'AUR', name: 'Aureo Hotel' });
    expect(response.statusCode, response.body).toBe(200);
  });
});
