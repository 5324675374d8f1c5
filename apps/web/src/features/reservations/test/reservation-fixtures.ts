import type { Reservation } from '@frontdesk/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';

/** A stored reservation as the API answers it; Yangon is UTC+06:30. */
export const aReservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  ID: 1,
  Name: 'Mya Mya',
  NationalID: '12/ABC(N)123456',
  Phone: '09 420 111 222',
  GuestCount: 2,
  RoomCount: 2,
  RoomType: 'full-night',
  CheckinDate: '2026-11-22T07:30:00.000Z', // 22/11 14:00 at the hotel
  CheckoutDate: '2026-11-24T05:30:00.000Z', // 24/11 12:00
  ReservationDate: '2026-11-20T03:00:00.000Z',
  Status: 'confirmed',
  ExtraBed: true,
  PaymentType: 'kpay',
  AmountPaid: 20000,
  Notes: '',
  TaxRate: 0,
  ServiceRate: 0,
  ...overrides,
});

export const sessionBody = {
  hotel: { key: 'aureo', name: 'Aureo Hotel', timeZone: 'Asia/Yangon' },
  user: { name: 'Aye Aye Khaing', role: 'reception' },
};

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * A fake reception API: `answer` gets each call but /reception/me (the session, in Yangon). The
 * calls are recorded without the /api/{hotel}/reception prefix.
 */
export const fakeReceptionApi = (answer: (call: FakeCall) => Answer) => {
  const calls: FakeCall[] = [];
  const fetchMock = mockFetch(async (url, init) => {
    const path = url.replace(/^\/api\/[^/]+\/reception/, '');
    if (path === '/me') return jsonResponse({ body: sessionBody });
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return jsonResponse(await answer(call));
  });
  return { calls, fetchMock };
};
