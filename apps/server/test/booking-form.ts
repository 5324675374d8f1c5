import { reservationForm } from './app-fixture.ts';

/**
 * A full-night reservation form of `rooms` rooms from `checkin` (14:00) to `checkout` (12:00),
 * hotel dates, nothing paid: what the availability tests book night by night.
 */
export const bookingForm = (
  rooms: number,
  checkin: string,
  checkout: string,
  change: Record<string, unknown> = {},
) =>
  reservationForm({
    roomCount: rooms,
    checkinDate: `${checkin}T14:00`,
    checkoutDate: `${checkout}T12:00`,
    amountPaid: 0,
    paymentType: 'none',
    ...change,
  });
