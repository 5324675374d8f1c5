import { z } from 'zod';
import { instantText, kyat, optionalText, typedNumber } from './input-fields.ts';
import { paymentMethods } from '../rules/stay-types.ts';
import { shiftNeedsNote } from '../rules/shift.ts';
import { receiptHotelSchema } from './receipt-document.ts';

/** Shift close (issue 20, ADR 044): the calls' bodies and answers, and the desk's forms. */

export const shiftNoteLength = 500;
export const shiftNoteMessage = 'Please say why the cash is over or short';

/** The most cash a drawer is taken to hold (as the largest single payment, incomeLimits). */
const maxDrawerCash = 1_000_000_000;
const cash = (label: string) => kyat(label, { min: 0, max: maxDrawerCash });

/** POST /shifts: the cash float in the drawer at the start. */
export const openShiftSchema = z.object({ float: cash('Float') });
export type OpenShift = z.output<typeof openShiftSchema>;

/** POST /shifts/{id}/close: the cash counted, and why it is over or short. */
export const closeShiftSchema = z.object({
  countedCash: cash('Counted cash'),
  note: optionalText('Note', shiftNoteLength),
});
export type CloseShift = z.output<typeof closeShiftSchema>;

/** The Open shift form: the float as typed. */
export const openShiftFormSchema = z.object({
  float: typedNumber(cash('Float'), { label: 'Float' }),
});

/** The Close shift form, given the expected cash: a note is needed when the drawer differs. */
export const closeShiftFormSchema = (expectedCash: number) =>
  z
    .object({
      countedCash: typedNumber(cash('Counted cash'), { label: 'Counted cash' }),
      note: z.string().max(shiftNoteLength, `Note must be at most ${shiftNoteLength} characters`),
    })
    .refine((form) => !shiftNeedsNote(form.countedCash, expectedCash) || form.note.trim(), {
      path: ['note'],
      message: shiftNoteMessage,
      when: ({ value }) => typeof (value as { countedCash?: unknown }).countedCash === 'number',
    });

const methodTotal = z.object({ total: z.number(), count: z.number().int() });

/** A wallet payment of the shift, with the wallet's reference to match its statement. */
const walletPaymentSchema = z.object({
  at: instantText,
  room: z.string(),
  amount: z.number(),
  paymentMethod: z.string(),
  walletReference: z.string().nullable(),
});

export const shiftSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  openedAt: instantText,
  closedAt: instantText.nullable(),
  float: z.number(),
  cashIn: z.number(),
  cashOut: z.number(),
  /** While open, what the drawer should hold now; once closed, as recorded at the close. */
  expectedCash: z.number(),
  countedCash: z.number().nullable(),
  /** Counted minus expected: positive over, negative short; null while open. */
  difference: z.number().nullable(),
  note: z.string().nullable(),
  methods: z.object(
    Object.fromEntries(paymentMethods.map((m) => [m, methodTotal])) as Record<
      (typeof paymentMethods)[number],
      typeof methodTotal
    >,
  ),
  room: z.number(),
  food: z.number(),
  expenses: z.number(),
  refunds: z.number(),
  walletPayments: z.array(walletPaymentSchema),
});
export type Shift = z.infer<typeof shiftSchema>;

/**
 * The shift report as it was printed at the close (ADR 079): the hotel's details and the shift's
 * figures as they were then, kept with the close. A reprint prints this, marked COPY; a later
 * void of one of its payments or a change of the hotel's details does not reach it.
 */
export const shiftReportDocumentSchema = z.object({
  Kind: z.literal('shift-report'),
  IssuedAt: instantText,
  Hotel: receiptHotelSchema,
  Shift: shiftSchema,
  /**
   * True only for a shift closed before reports were kept: made again from its records and the
   * hotel's details of today, so a payment voided since is left out.
   */
  Rebuilt: z.boolean().optional(),
});
export type ShiftReportDocument = z.infer<typeof shiftReportDocumentSchema>;

/** POST /shifts/current/close: the closed shift, and its report as printed (additive). */
export const closedShiftSchema = shiftSchema.extend({ report: shiftReportDocumentSchema });
export type ClosedShift = z.infer<typeof closedShiftSchema>;

/** GET /shifts/current: the user's open shift, and the float handed over by the last close. */
export const currentShiftSchema = z.object({
  shift: shiftSchema.nullable(),
  suggestedFloat: z.number(),
});
export type CurrentShift = z.infer<typeof currentShiftSchema>;

/** GET /admin/shifts: every shift of the hotel, newest first (admins only). */
export const shiftListEntrySchema = shiftSchema.omit({ walletPayments: true });
export type ShiftListEntry = z.infer<typeof shiftListEntrySchema>;
export const shiftListSchema = z.array(shiftListEntrySchema);
