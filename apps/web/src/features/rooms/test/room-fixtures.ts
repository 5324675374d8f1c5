import type { CheckInResponse, Guest, Reservation, Room } from '@frontdesk/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';

/** The demo prices (kyat) of a standard and a family room. */
export const standardPrices = {
  'full-night': 40000,
  extrabed: 10000,
  'foreigner-full-night': 60000,
  'foreigner-extrabed': 15000,
  daycation: 25000,
  session: 15000,
  'hourly-rate': 5000,
};
export const familyPrices = {
  'full-night': 65000,
  extrabed: 12000,
  'foreigner-full-night': 90000,
  'foreigner-extrabed': 18000,
  daycation: 40000,
  session: 25000,
  'hourly-rate': 8000,
};

let nextId = 1;

/** A room as GET /rooms answers it; standard unless said otherwise. */
export const aRoom = (room: string, floor: number, status = 1, family = false): Room => ({
  ID: nextId++,
  Room: room,
  Floor: floor,
  Status: status,
  RoomTypeID: family ? 2 : 1,
  RoomType: {
    Type: family ? 'family' : 'standard',
    RoomPrices: Object.entries(family ? familyPrices : standardPrices).map(([StayType, Price]) => ({
      StayType,
      Price,
    })),
  },
});

/** A checked-in guest as GET /guests/current/{room} answers it. */
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

/** A stored reservation; Yangon is UTC+06:30. */
export const aReservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  ID: 7,
  Name: 'Mya Mya',
  NationalID: '12/ABC(N)123456',
  Phone: '09 420 111 222',
  GuestCount: 2,
  RoomCount: 2,
  RoomType: 'full-night',
  CheckinDate: '2026-11-21T07:30:00.000Z', // 21/11 14:00 at the hotel
  CheckoutDate: '2026-11-23T05:30:00.000Z', // 23/11 12:00
  ReservationDate: '2026-11-20T03:00:00.000Z',
  Status: 'confirmed',
  ExtraBed: false,
  PaymentType: 'kpay',
  AmountPaid: 20000,
  Notes: '',
  TaxRate: 0,
  ServiceRate: 0,
  ...overrides,
});

/** The answer of POST /check-in for one standard room, a full night. */
export const aCheckInResponse = (overrides: Partial<CheckInResponse> = {}): CheckInResponse => ({
  receiptNumber: 'AUR202611210001',
  stayType: 'full-night',
  reservationId: null,
  paymentMethod: 'cash',
  nights: 2,
  checkinDate: '2026-11-21T07:30:00.000Z',
  checkoutDate: '2026-11-23T05:30:00.000Z',
  taxRate: 5,
  serviceRate: 10,
  guests: [
    {
      ID: 1,
      RoomNumber: '101',
      ExtraBed: true,
      RoomCharges: 100000,
      TaxCharges: 5000,
      ServiceCharges: 10000,
      Total: 115000,
      AmountDue: 115000,
    },
  ],
  roomCharges: 100000,
  tax: 5000,
  service: 10000,
  total: 115000,
  priorPaid: 0,
  grandTotal: 115000,
  ...overrides,
});

export const hotelDetails = {
  key: 'aureo',
  name: 'Aureo Hotel',
  address: 'No. 45, Bogyoke Aung San Road',
  city: 'Yangon',
  phone: '+95 9 420 111 222',
  timeZone: 'Asia/Yangon',
  receiptPrefix: 'AUR',
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
 * A fake API: the session (/reception/me, in Yangon) and the hotel details are answered here,
 * every other call by `answer`, and recorded.
 */
export const fakeApi = (answer: (call: FakeCall) => Answer | Promise<Answer>) => {
  const calls: FakeCall[] = [];
  const fetchMock = mockFetch(async (url, init) => {
    const [pathPart = '', search = ''] = url.split('?');
    const path = pathPart.replace(/^\/api\/[^/]+(\/reception)?/, '');
    if (path === '/me') return jsonResponse({ body: session });
    if (path === '/details') return jsonResponse({ body: hotelDetails });
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path,
      query: new URLSearchParams(search),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    return jsonResponse(await answer(call));
  });
  return { calls, fetchMock };
};
