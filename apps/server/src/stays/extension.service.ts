import {
  extendByDaysProblem,
  extensionReceiptDocument,
  extendByHoursProblem,
  guestAmountsAfterExtension,
  longStayExtensionProblem,
  MissingPriceError,
  quoteExtendByDays,
  quoteExtendByHours,
  quoteLongStayExtension,
  type ExtendByDaysRequest,
  type ExtendByHoursRequest,
  type ExtendLongStayRequest,
  type ExtensionKind,
  type ExtensionQuote,
  type ExtensionResponse,
  type PaymentMethod,
  type StayType,
  walletReferenceOf,
} from '@frontdesk/domain';
import type { Transaction } from '../db/client.ts';
import { stayExtensions } from '../db/schema.ts';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { assertFitsMoneyColumn } from '../http/money-bounds.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import { storeIssuedReceipt, receiptIssue } from '../receipts/issued-receipt.repository.ts';
import { issueReceiptNumber } from '../receipts/receipt.service.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { insertIncomes } from '../revenue/income.repository.ts';
import type { GuestRow } from './guest.repository.ts';
import { presentGuest } from './guest.service.ts';
import { lockActiveGuest } from './guest-update.service.ts';
import { priceListOfRoom, updateGuest } from './stay-change.repository.ts';

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Which guests each extension is for (SPEC.md section 2, the occupied room's menu). */
const allowedStay: Record<ExtensionKind, { allows: (s: StayType) => boolean; refusal: string }> = {
  days: {
    allows: (stayType) => stayType === 'full-night',
    refusal: 'Extend by Day is for full-night guests.',
  },
  hours: {
    allows: (stayType) => stayType !== 'long-stay',
    refusal: 'A long stay is extended by days, not by hours.',
  },
  'long-stay': {
    allows: (stayType) => stayType === 'long-stay',
    refusal: 'The long-stay extension is for long-stay guests.',
  },
};

const extensionLabels = {
  total: 'Extension total',
  amountPaid: 'Amount paid',
  roomCharges: 'Room charges',
  taxCharges: 'Tax charges',
  serviceCharges: 'Service charges',
};

type ExtensionRequest =
  | { kind: 'days'; request: ExtendByDaysRequest }
  | { kind: 'hours'; request: ExtendByHoursRequest }
  | { kind: 'long-stay'; request: ExtendLongStayRequest };

/** The extension's charges by the domain's rules; a refused date or hours is the desk's 400. */
const quoteFor = async (
  tx: Transaction,
  hotel: HotelRow,
  guest: GuestRow,
  extension: ExtensionRequest,
): Promise<ExtensionQuote> => {
  const currentCheckout = guest.checkoutAt;
  const timeZone = hotel.timeZone;
  try {
    switch (extension.kind) {
      case 'days': {
        const newDate = extension.request.checkoutDate;
        const problem = extendByDaysProblem(currentCheckout, newDate, timeZone);
        if (problem) throw fieldError('checkoutDate', problem);
        return quoteExtendByDays({
          prices: await priceListOfRoom(tx, hotel.id, guest.roomId),
          extraBed: guest.extraBed,
          isForeigner: guest.isForeigner,
          currentCheckout,
          newDate,
          timeZone,
        });
      }
      case 'hours': {
        const problem = extendByHoursProblem(extension.request.hours);
        if (problem) throw fieldError('hours', problem);
        return quoteExtendByHours({
          prices: await priceListOfRoom(tx, hotel.id, guest.roomId),
          hours: extension.request.hours,
          currentCheckout,
        });
      }
      case 'long-stay': {
        const { checkoutDate, pricePerDay, taxRate, serviceRate } = extension.request;
        const problem = longStayExtensionProblem(currentCheckout, checkoutDate, timeZone);
        if (problem) throw fieldError('checkoutDate', problem);
        return quoteLongStayExtension({
          pricePerDay,
          taxRate,
          serviceRate,
          currentCheckout,
          newDate: checkoutDate,
          timeZone,
        });
      }
    }
  } catch (error) {
    if (error instanceof MissingPriceError) throw badRequest(error.message);
    throw error;
  }
};

/** Everything an extension writes, in the caller's transaction; answers its receipt's content. */
const extend = async (
  tx: Transaction,
  hotel: HotelRow,
  guestId: number,
  extension: ExtensionRequest,
  paymentMethod: PaymentMethod,
  at: Date,
): Promise<ExtensionResponse> => {
  const guest = await lockActiveGuest(tx, hotel, guestId);
  const rule = allowedStay[extension.kind];
  if (!rule.allows(guest.roomType as StayType)) throw conflict(rule.refusal);
  const quote = await quoteFor(tx, hotel, guest, extension);
  const amounts = guestAmountsAfterExtension(guest, quote);
  assertFitsMoneyColumn({ total: quote.total, ...amounts }, extensionLabels);
  const receiptNumber = await issueReceiptNumber(tx, hotel, 'room', at);
  // Guest and room statuses stay as they are: an extension only moves the check-out and money.
  const updated = await updateGuest(tx, hotel.id, guest.id, {
    checkoutAt: quote.checkout,
    ...amounts,
  });
  await recordActivity(tx, actingAs(hotel), {
    kind: 'extension',
    subject: `guest:${guest.id}`,
    params: { guest: guest.name, room: guest.roomNumber, amount: quote.total },
  });
  await tx.insert(stayExtensions).values({
    hotelId: hotel.id,
    guestId: guest.id,
    kind: extension.kind,
    units: quote.units,
    roomCharges: quote.roomCharges,
    createdAt: at,
  });
  if (quote.total !== 0) {
    await insertIncomes(tx, hotel.id, [
      {
        type: extension.kind === 'long-stay' ? 'extend-long-stay' : 'extend',
        guestId: guest.id,
        roomNumber: guest.roomNumber,
        amount: quote.total,
        revenueType: 'revenue',
        paymentMethod,
        walletReference: walletReferenceOf(paymentMethod, extension.request.walletReference),
        receiptNumber,
        createdAt: at,
      },
    ]);
  }
  const receipt = await storeIssuedReceipt(
    tx,
    hotel.id,
    extensionReceiptDocument(receiptIssue(hotel, at), {
      ...quote,
      receiptNumber,
      guest: updated.name,
      room: updated.roomNumber,
      kind: extension.kind,
      paymentMethod,
      walletTransactionId: walletReferenceOf(paymentMethod, extension.request.walletReference),
    }),
  );
  return {
    receipt,
    receiptNumber,
    kind: extension.kind,
    paymentMethod,
    issuedAt: at.toISOString(),
    previousCheckoutDate: quote.previousCheckout.toISOString(),
    checkoutDate: quote.checkout.toISOString(),
    units: quote.units,
    unitPrice: quote.unitPrice,
    roomCharges: quote.roomCharges,
    taxRate: quote.taxRate,
    tax: quote.tax,
    serviceRate: quote.serviceRate,
    service: quote.service,
    total: quote.total,
    guest: presentGuest(updated),
  };
};

export const createExtensionService = ({ db, events, now }: ReceptionDeps) => {
  const run = async (
    hotel: HotelRow,
    guestId: number,
    extension: ExtensionRequest,
    idempotencyKey: string | undefined,
  ): Promise<ExtensionResponse> => {
    const at = now();
    const outcome = await runIdempotent(
      db,
      {
        hotelId: hotel.id,
        key: idempotencyKey,
        operation: `extend-${extension.kind}`,
        request: { guestId, ...extension.request },
        at,
      },
      (tx) => extend(tx, hotel, guestId, extension, extension.request.paymentMethod, at),
    );
    if (!outcome.replayed) await events.publish(hotel.id, { type: 'payment_updated' });
    return outcome.answer;
  };

  return {
    /** A full-night stay to a later date, priced by the room's full-night (and extra-bed) price. */
    extendStayByDays: (
      hotel: HotelRow,
      guestId: number,
      request: ExtendByDaysRequest,
      key?: string,
    ) => run(hotel, guestId, { kind: 'days', request }, key),
    /** Any stay but a long one, by whole hours at the room's hourly rate. */
    extendStayByHours: (
      hotel: HotelRow,
      guestId: number,
      request: ExtendByHoursRequest,
      key?: string,
    ) => run(hotel, guestId, { kind: 'hours', request }, key),
    /** A long stay to a later date at the desk's price per day, with tax and service. */
    extendLongStay: (
      hotel: HotelRow,
      guestId: number,
      request: ExtendLongStayRequest,
      key?: string,
    ) => run(hotel, guestId, { kind: 'long-stay', request }, key),
  };
};
