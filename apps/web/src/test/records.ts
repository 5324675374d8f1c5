import type { Guest, Reservation } from '@frontdesk/domain';

/** A checked-in full-night guest in 101, as GET /guests/current/{room} answers it; leaving 22/11 at 12:00 (Yangon, UTC+06:30). */
export const aGuest = (overrides: Partial<Guest> = {}): Guest => ({
  ID: 41,
  Name: 'U Ba',
  NationalID: '12/KaMaNa(N)111111',
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

/** A stored reservation as the API answers it; Yangon is UTC+06:30. */
export const aReservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  ID: 1,
  Name: 'Mya Mya',
  NationalID: '12/KaMaNa(N)123456',
  Phone: '09 420 111 222',
  GuestCount: 2,
  RoomCount: 2,
  RoomType: 'full-night',
  CheckinDate: '2026-11-22T07:30:00.000Z', // 22/11 14:00 at the hotel
  CheckoutDate: '2026-11-24T05:30:00.000Z', // 24/11 12:00
  ReservationDate: '2026-11-20T03:00:00.000Z',
  Status: 'confirmed',
  Source: 'desk',
  ExtraBed: true,
  PaymentType: 'kpay',
  AmountPaid: 20000,
  Notes: '',
  TaxRate: 0,
  ServiceRate: 0,
  ...overrides,
});

/** The owner's hotel as GET /admin/hotel answers it (the demo's Aureo, default settings). */
export const anOwnersHotel = {
  key: 'aureo',
  name: 'Aureo Hotel',
  address: 'No. 45, Bogyoke Aung San Road',
  city: 'Yangon',
  phone: '+95 9 420 111 222',
  timeZone: 'Asia/Yangon',
  receiptPrefix: 'AUR',
  defaultTaxRate: 0,
  defaultServiceRate: 0,
  overbookAllowance: 0,
  arrivalDayHour: 6,
  earlyCheckInCharge: 0,
};
