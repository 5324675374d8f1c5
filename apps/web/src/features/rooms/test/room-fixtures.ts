import {
  checkInReceiptDocument,
  type CheckInResponse,
  type Reservation,
  type Room,
} from '@frontdesk/domain';
import { fakeReceiptIssue } from '../../../test/fake-api.ts';
import { aReservation as aStoredReservation } from '../../../test/records.ts';

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

/** A reservation arriving 21/11 at 14:00 and leaving 23/11 at 12:00, without an extra bed. */
export const aReservation = (overrides: Partial<Reservation> = {}): Reservation =>
  aStoredReservation({
    ID: 7,
    CheckinDate: '2026-11-21T07:30:00.000Z', // 21/11 14:00 at the hotel
    CheckoutDate: '2026-11-23T05:30:00.000Z', // 23/11 12:00
    ExtraBed: false,
    ...overrides,
  });

/** The answer of POST /check-in for one standard room, a full night. */
export const aCheckInResponse = (overrides: Partial<CheckInResponse> = {}): CheckInResponse => {
  const answer = { ...aCheckInAnswer, ...overrides };
  // The receipt the server issues with it (ADR 069); an extra bed here is 20,000 of the room's.
  return {
    ...answer,
    receipt:
      overrides.receipt ??
      checkInReceiptDocument(fakeReceiptIssue(answer.checkinDate), {
        ...answer,
        guest: 'Aung Aung',
        checkinAt: new Date(answer.checkinDate),
        checkoutAt: new Date(answer.checkoutDate),
        rooms: answer.guests.map((g) => ({
          roomNumber: g.RoomNumber,
          roomCharges: g.RoomCharges,
          extraBedCharges: g.ExtraBed ? 20000 : 0,
        })),
        fromReservation: answer.reservationId !== null,
        walletTransactionId: null,
      }),
  };
};

const aCheckInAnswer: Omit<CheckInResponse, 'receipt'> = {
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
      PrepaidShare: 0,
      AmountDue: 115000,
    },
  ],
  roomCharges: 100000,
  tax: 5000,
  service: 10000,
  total: 115000,
  priorPaid: 0,
  grandTotal: 115000,
  overpaid: 0,
  overpayment: 'credit',
};
