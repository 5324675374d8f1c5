import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationForm } from '../../test/app-fixture.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

// 00:30 on 22 November in Yangon (UTC+06:30).
const now = new Date('2026-11-21T18:00:00.000Z');
const form = reservationForm({ name: '' });

let t: TestApp;
let aureo: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  aureo = await t.login('aureo');
});
afterAll(() => t.close());

const createReservation = (headers: Record<string, string>, payload: object = form) =>
  t.app.inject({
    method: 'POST',
    url: '/api/aureo/reception/create-reservation',
    headers: { ...bearer(aureo), ...headers },
    payload,
  });

describe('error messages follow Accept-Language', () => {
  it('answers a 400 in Burmese for Accept-Language: my', async () => {
    const response = await createReservation({ 'accept-language': 'my' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'အမည် လိုအပ်သည်',
      errors: [{ field: 'name', message: 'အမည် လိုအပ်သည်' }],
    });
  });

  it('keeps English byte for byte without the header, or with English first', async () => {
    const plain = await createReservation({});
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toBe(
      '{"message":"Name is required","errors":[{"field":"name","message":"Name is required"}]}',
    );
    const english = await createReservation({ 'accept-language': 'en-US,en;q=0.9,my;q=0.5' });
    expect(english.body).toBe(plain.body);
  });

  it("writes a refusal's numbers in the digits the web asks for (-u-nu-)", async () => {
    const tooMuch = reservationForm({ amountPaid: 2_000_000_000 });
    const myanmar = await createReservation({ 'accept-language': 'my-MM-u-nu-mymr' }, tooMuch);
    expect(myanmar.statusCode).toBe(400);
    expect(myanmar.json()).toEqual({
      message: 'ပေးပြီးငွေ သည် အများဆုံး ၁,၀၀၀,၀၀၀,၀၀၀ ဖြစ်ရမည်',
      errors: [{ field: 'amountPaid', message: 'ပေးပြီးငွေ သည် အများဆုံး ၁,၀၀၀,၀၀၀,၀၀၀ ဖြစ်ရမည်' }],
    });
    const latin = await createReservation({ 'accept-language': 'my-MM-u-nu-latn' }, tooMuch);
    expect(latin.json()).toMatchObject({
      message: 'ပေးပြီးငွေ သည် အများဆုံး 1,000,000,000 ဖြစ်ရမည်',
    });
    // Plain Burmese gets Myanmar digits, as the web starts Burmese.
    const plain = await createReservation({ 'accept-language': 'my' }, tooMuch);
    expect(plain.json()).toMatchObject({ message: 'ပေးပြီးငွေ သည် အများဆုံး ၁,၀၀၀,၀၀၀,၀၀၀ ဖြစ်ရမည်' });
    // English stays byte for byte, whatever digits it names.
    const english = await createReservation({ 'accept-language': 'en-US-u-nu-mymr' }, tooMuch);
    const unasked = await createReservation({}, tooMuch);
    expect(english.body).toBe(unasked.body);
    expect(english.json()).toMatchObject({ message: 'Amount paid must be at most 1,000,000,000' });
  });

  it('translates a 404 with a room number in it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/aureo/reception/rooms/9999',
      headers: { ...bearer(aureo), 'accept-language': 'my-MM,my;q=0.9' },
    });
    expect(response.statusCode).toBe(404);
    // A room number is the hotel's name for the room: it stays as written, in any digits.
    expect(response.json()).toEqual({ message: 'အခန်း 9999 ကို မတွေ့ပါ။' });
  });

  it('translates a sign-in failure', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/aureo/login',
      headers: { 'accept-language': 'my' },
      payload: { username: 'reception', password: 'not the password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မှားနေသည်',
    });
  });
});
