import { jsonResponse, mockFetch } from './fetch.ts';

export const hotelDetails = {
  key: 'aureo',
  name: 'Aureo Hotel',
  address: 'No. 45, Bogyoke Aung San Road',
  city: 'Yangon',
  phone: '+95 9 420 111 222',
  timeZone: 'Asia/Yangon',
  receiptPrefix: 'AUR',
  defaultTaxRate: 0,
  defaultServiceRate: 0,
};

const session = {
  hotel: { key: 'aureo', name: 'Aureo Hotel', timeZone: 'Asia/Yangon' },
  user: { name: 'Aye Aye Khaing', role: 'reception' },
};

export interface FakeCall {
  method: string;
  /** Without /api/{hotel}/reception (or /api/{hotel} for /details). */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body?: unknown };

/**
 * A fake API: the session (/reception/me, in Yangon; `signedIn` says who) and the hotel details are answered here,
 * every other call by `answer` (404 when it answers nothing), and recorded; header names are
 * lower case.
 */
export const fakeApi = (
  answer: (call: FakeCall) => Answer | undefined | Promise<Answer | undefined>,
  /**
   * Another signed-in user than the receptionist (e.g. the owner, with their id), and what GET
   * /me says of their shifts (ADR 077; by default nothing, as SPEC.md's server).
   */
  signedIn: { user: object; shifts?: { worksInShifts: boolean; hasOpenShift: boolean } } = session,
) => {
  const calls: FakeCall[] = [];
  const fetchMock = mockFetch(async (url, init) => {
    const [pathPart = '', search = ''] = url.split('?');
    const path = pathPart.replace(/^\/api\/[^/]+(\/reception)?/, '');
    if (path === '/me') return jsonResponse({ body: { ...session, ...signedIn } });
    if (path === '/details') return jsonResponse({ body: hotelDetails });
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path,
      query: new URLSearchParams(search),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    };
    calls.push(call);
    return jsonResponse((await answer(call)) ?? { status: 404, body: { message: 'Not found.' } });
  });
  return { calls, fetchMock };
};

/** What the fake server issues receipts with (ADR 069): the hotel above, as it is now. */
export const fakeReceiptIssue = (issuedAt: string, servedBy: string | null = null) => ({
  hotel: {
    Name: hotelDetails.name,
    Address: hotelDetails.address,
    City: hotelDetails.city,
    Phone: hotelDetails.phone,
    TimeZone: hotelDetails.timeZone,
  },
  issuedAt: new Date(issuedAt),
  servedBy,
});
