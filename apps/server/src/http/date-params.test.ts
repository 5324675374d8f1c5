import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('aureo');
});
afterAll(() => t.close());

describe('dates at the edge of the calendar are refused, not a 500', () => {
  it.each(['9999-12-31', '0001-01-01', '1899-12-31'])('%s', async (date) => {
    for (const url of [
      `/api/aureo/reception/reservations/date/${date}`,
      `/api/aureo/reception/incomes/date/${date}`,
      `/api/aureo/reception/room-revenue?date=${date}&paymentType=cash`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/date/i);
    }
  });

  it('a check-out in year 9999 is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/aureo/reception/check-in',
      headers: bearer(token),
      payload: {
        stayType: 'full-night',
        guest: { name: 'Far Future', nationalId: '1/A(N)1', phone: '09 1' },
        rooms: [{ roomNumber: '101', extraBed: false }],
        checkoutDate: '9999-12-31',
      },
    });
    expect(response.statusCode).toBe(400);
  });
});
