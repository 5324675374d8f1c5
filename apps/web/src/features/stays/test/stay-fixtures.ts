import type { ExtensionResponse, Guest, Room } from '@frontdesk/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';

const prices = {
  'full-night': 40000,
  extrabed: 10000,
  'foreigner-full-night': 60000,
  'foreigner-extrabed': 15000,
  'hourly-rate': 5000,
};

/** A standard room as GET /rooms answers it. */
export const aRoom = (room: string, status = 1): Room => ({
  ID: Number(room),
  Room: room,
  Floor: Number(room.slice(0, 1)),
  Status: status,
  RoomTypeID: 1,
  RoomType: {
    Type: 'standard',
    RoomPrices: Object.entries(prices).map(([StayType, Price]) => ({ StayType, Price })),
  },
});

/** A full-night guest in 101 leaving 22/11 at 12:00 (Yangon, UTC+06:30). */
export const aGuest = (overrides: Partial<Guest> = {}): Guest => ({
  ID: 41,
  Name: 'U Ba',
  NationalID: '12/ABC(N)111',
  Phone: '09 111 222',
  RoomType: 'full-night',
  RoomNumber: '101',
  CheckinDate: '2026-11-21T07:30:00.000Z',
  CheckoutDate: '2026-11-22T05:30:00.000Z',
  Extrabed: false,
  IsForeigner: false,
  PaymentType: 'cash',
  AmountPaid: 40000,
  RoomCharges: 40000,
  FoodCharges: 0,
  TaxCharges: 0,
  ServiceCharges: 0,
  Status: 'active',
  ReceiptNumber: 'AUR202611210001',
  ...overrides,
});

export const anExtension = (overrides: Partial<ExtensionResponse> = {}): ExtensionResponse => ({
  receiptNumber: 'AUR202611210002',
  kind: 'days',
  paymentMethod: 'cash',
  issuedAt: '2026-11-21T07:30:00.000Z',
  previousCheckoutDate: '2026-11-22T05:30:00.000Z',
  checkoutDate: '2026-11-24T05:30:00.000Z',
  units: 2,
  unitPrice: 40000,
  roomCharges: 80000,
  taxRate: 0,
  tax: 0,
  serviceRate: 0,
  service: 0,
  total: 80000,
  guest: aGuest({ CheckoutDate: '2026-11-24T05:30:00.000Z', AmountPaid: 120000 }),
  ...overrides,
});

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers each call with `answer(call)`; 404 when it answers nothing. Records every call. */
export const fakeApi = (
  answer: (call: FakeCall) => { status?: number; body?: unknown } | undefined,
) => {
  const calls: FakeCall[] = [];
  mockFetch((url, init) => {
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: new URL(url, 'http://desk.test').pathname.replace(/^\/api\/aureo\/reception/, ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    };
    calls.push(call);
    return jsonResponse(answer(call) ?? { status: 404, body: { message: 'Not found' } });
  });
  return calls;
};
