import type { Folio, FolioLine } from '../contract/folio.ts';
import { roomChargeLines, type RoomParts } from './folio-room.ts';
import { sumKyat } from './money.ts';

export interface FolioSources {
  guest: {
    ID: number;
    RoomNumber: string;
    Name: string;
    Status: string;
    AmountPaid: number;
    RoomCharges: number;
    TaxCharges: number;
    ServiceCharges: number;
    FoodCharges: number;
  };
  /** The guest's incomes (check-in, extensions, payments). */
  incomes: readonly Omit<FolioLine, 'Kind'>[];
  /** The guest's food receipts, paid when ordered (Type 'void' for a void of one, ADR 034). */
  foodPayments: readonly (Omit<FolioLine, 'Kind' | 'Type'> & { Type?: string })[];
  /**
   * Extra charges on the account (ADR 033): part of RoomCharges, shown on lines of their own. A
   * swap's price difference (ADR 073) is one with the rooms it moved between and its nights.
   */
  extraCharges?: readonly ExtraCharge[];
  /** How RoomCharges were made (nights, extra bed, extensions), as far as it is recorded. */
  roomParts?: RoomParts;
  /**
   * The deposits of the stay's reservation (its 'deposit' incomes, oldest first): the prepayment
   * line shows when the deposit was taken and by what method (issue 43 item 5).
   */
  deposits?: readonly ReservationDeposit[];
}

interface ReservationDeposit {
  PaymentMethod: string;
  CreatedAt: string;
}

/**
 * What the prepayment line says of the reservation's deposit: the day it was first taken, and
 * its method when every deposit of it was taken by one (an edit may have changed the method).
 */
const depositDetails = (
  deposits: readonly ReservationDeposit[],
): Pick<FolioLine, 'PaymentMethod' | 'CreatedAt'> => {
  const [first] = deposits;
  if (!first) return { PaymentMethod: null, CreatedAt: null };
  const oneMethod = deposits.every((d) => d.PaymentMethod === first.PaymentMethod);
  return { PaymentMethod: oneMethod ? first.PaymentMethod : null, CreatedAt: first.CreatedAt };
};

export interface ExtraCharge {
  Description: string;
  Amount: number;
  CreatedAt: string;
  /** A swap to a dearer room type: the room left and the room moved to, and the nights left. */
  roomChange?: { from: string; to: string; nights: number } | undefined;
}

const extraChargeLine = (extra: ExtraCharge): FolioLine => ({
  Kind: 'charge',
  Type: extra.roomChange ? 'room-change' : 'other',
  Amount: extra.Amount,
  PaymentMethod: null,
  ReceiptNumber: null,
  CreatedAt: extra.CreatedAt,
  ...(extra.roomChange
    ? { Rooms: [extra.roomChange.from, extra.roomChange.to], Quantity: extra.roomChange.nights }
    : { Description: extra.Description }),
});

/**
 * A stay's account from what the SPEC fields and the money records hold: the charges are the
 * guest's RoomCharges (less its extra charges, shown each on a line), TaxCharges, ServiceCharges
 * and FoodCharges; the payments are the guest's
 * incomes and food receipts, and the part of AmountPaid no income of the guest holds: the
 * reservation's prepayment credited to the stay (with any overpayment kept as credit).
 */
export const folioOf = ({
  guest,
  incomes,
  foodPayments,
  extraCharges = [],
  roomParts = {},
  deposits = [],
}: FolioSources): Folio => {
  const charge = (Type: string, Amount: number): FolioLine => ({
    Kind: 'charge',
    Type,
    Amount,
    PaymentMethod: null,
    ReceiptNumber: null,
    CreatedAt: null,
  });
  const extras = extraCharges.map(extraChargeLine);
  const charges = [
    ...roomChargeLines(sumKyat([guest.RoomCharges, ...extras.map((e) => -e.Amount)]), roomParts),
    charge('tax', guest.TaxCharges),
    charge('service', guest.ServiceCharges),
    charge('food', guest.FoodCharges),
    ...extras,
  ].filter((line) => line.Amount !== 0);
  const prepayment = sumKyat([guest.AmountPaid, ...incomes.map((i) => -i.Amount)]);
  const payments: FolioLine[] = [
    ...(prepayment !== 0
      ? [
          {
            Kind: 'payment' as const,
            Type: 'prepayment',
            Amount: prepayment,
            ReceiptNumber: null,
            ...depositDetails(deposits),
          },
        ]
      : []),
    ...incomes.map((i): FolioLine => ({ Kind: 'payment', ...i })),
    ...foodPayments.map((f): FolioLine => ({ Kind: 'payment', Type: 'food', ...f })),
  ];
  const totalCharges = sumKyat(charges.map((c) => c.Amount));
  const totalPaid = sumKyat(payments.map((p) => p.Amount));
  return {
    GuestID: guest.ID,
    RoomNumber: guest.RoomNumber,
    Name: guest.Name,
    Status: guest.Status,
    Charges: charges,
    Payments: payments,
    TotalCharges: totalCharges,
    TotalPaid: totalPaid,
    Balance: sumKyat([totalCharges, -totalPaid]),
  };
};

/**
 * The folio as it stood at an instant (a checkout's final bill, reprinted later): the payments
 * made by then (the prepayment, which has no time, among them); later voids and refunds are left
 * out. The charges are the stay's: a checked-out stay takes no new charge.
 */
export const folioAsAt = (folio: Folio, at: string): Folio => {
  const until = Date.parse(at);
  const payments = folio.Payments.filter(
    (p) => p.CreatedAt === null || Date.parse(p.CreatedAt) <= until,
  );
  const totalPaid = sumKyat(payments.map((p) => p.Amount));
  return {
    ...folio,
    Payments: payments,
    TotalPaid: totalPaid,
    Balance: sumKyat([folio.TotalCharges, -totalPaid]),
  };
};
