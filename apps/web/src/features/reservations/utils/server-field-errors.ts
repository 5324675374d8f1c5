import { ApiError } from '../../../lib/api-client.ts';
import type { ReservationFieldErrors } from '../hooks/use-reservation-form.ts';

const formFields = new Set([
  'name',
  'nationalId',
  'phone',
  'guestCount',
  'roomCount',
  'roomType',
  'checkinDate',
  'checkoutDate',
  'reservationDate',
  'status',
  'extraBed',
  'paymentType',
  'amountPaid',
  'prepaidDivider',
  'notes',
]);

/**
 * The field messages of a 400 answer (`errors: [{ field, message }]`, docs/reservations.md), to
 * show under their fields; e.g. a start that became past while the form was open.
 */
export const serverFieldErrors = (error: unknown): ReservationFieldErrors => {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = error.body as { errors?: unknown } | undefined;
  if (!Array.isArray(body?.errors)) return {};
  const errors: Record<string, string> = {};
  for (const entry of body.errors as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && formFields.has(field) && typeof message === 'string') {
      errors[field] ??= message;
    }
  }
  return errors as ReservationFieldErrors;
};
