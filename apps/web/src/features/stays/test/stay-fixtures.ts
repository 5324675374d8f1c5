import { extensionReceiptDocument, type ExtensionResponse, type Room } from '@frontdesk/domain';
import { fakeReceiptIssue } from '../../../test/fake-api.ts';
import { aGuest } from '../../../test/records.ts';

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

export const anExtension = (overrides: Partial<ExtensionResponse> = {}): ExtensionResponse => {
  const answer = { ...anExtensionAnswer, ...overrides };
  return {
    ...answer,
    // The receipt the server issues with it (ADR 069).
    receipt:
      overrides.receipt ??
      extensionReceiptDocument(fakeReceiptIssue(answer.issuedAt), {
        ...answer,
        guest: answer.guest.Name,
        room: answer.guest.RoomNumber,
        previousCheckout: new Date(answer.previousCheckoutDate),
        checkout: new Date(answer.checkoutDate),
        walletTransactionId: null,
      }),
  };
};

const anExtensionAnswer: Omit<ExtensionResponse, 'receipt'> = {
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
};
