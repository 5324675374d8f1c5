import { z } from 'zod';
import { isIsoDate, type IsoDate } from '../rules/dates.ts';
import { stayTypes } from '../rules/stay-types.ts';
import { instantText, optionalText, requiredText } from './input-fields.ts';
import { businessDateField } from './stats.ts';

/**
 * The guest register (ADR 043): a foreign guest's papers as the desk records them at check-in,
 * the Overnight Guest List of a night, and the guests still to be reported to immigration.
 */
export const registerLimits = {
  passportNumberLength: 30,
  nationalityLength: 60,
  visaTypeLength: 40,
} as const;

/** The visa types the desk meets most; any other is typed as it reads on the visa. */
export const commonVisaTypes = ['Tourist', 'Business', 'eVisa', 'Social', 'Transit'] as const;

const visaExpiryMessage = 'Visa expiry must be a date written yyyy-mm-dd';

/** A foreign guest's papers, each required (the check-in dialog, POST /check-in). */
export const foreignerPapersFields = {
  passportNumber: requiredText('Passport number', registerLimits.passportNumberLength),
  nationality: requiredText('Nationality', registerLimits.nationalityLength),
  visaType: requiredText('Visa type', registerLimits.visaTypeLength),
  visaExpiry: z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? 'Visa expiry is required'
          : visaExpiryMessage,
    })
    .refine((text): text is IsoDate => isIsoDate(text), visaExpiryMessage),
};
export const foreignerPapersSchema = z.object(foreignerPapersFields);
export type ForeignerPapers = z.output<typeof foreignerPapersSchema>;
export const foreignerPaperNames = Object.keys(foreignerPapersFields) as (keyof ForeignerPapers)[];

/**
 * The same papers, each optional (SPEC's POST /create-guest, whose clients send none, and the
 * wire of POST /check-in, which requires them of a foreigner in its own check).
 */
export const optionalForeignerPapersFields = {
  passportNumber: optionalText('Passport number', registerLimits.passportNumberLength).optional(),
  nationality: optionalText('Nationality', registerLimits.nationalityLength).optional(),
  visaType: optionalText('Visa type', registerLimits.visaTypeLength).optional(),
  visaExpiry: z
    .string({ error: visaExpiryMessage })
    .refine(isIsoDate, visaExpiryMessage)
    .nullish()
    .transform((text) => text ?? null)
    .optional(),
};

/** The papers a foreign guest has not given: one issue per paper, in the required field's words. */
export const missingPaperIssues = (
  papers: Partial<Record<keyof ForeignerPapers, unknown>>,
): { path: keyof ForeignerPapers; message: string }[] =>
  foreignerPaperNames.flatMap((name) => {
    const checked = foreignerPapersFields[name].safeParse(papers[name] ?? undefined);
    return checked.success
      ? []
      : [{ path: name, message: checked.error.issues[0]?.message ?? `${name} is required` }];
  });

/** GET /admin/register?date: the night of a hotel's date (today when absent). */
export const registerQuerySchema = z.object({ date: businessDateField('Date').optional() });

/** One guest staying the night, as the Overnight Guest List shows them. */
export const registerEntrySchema = z.object({
  guestId: z.number().int(),
  roomNumber: z.string(),
  name: z.string(),
  isForeigner: z.boolean(),
  /** NRC (national ID) of a local guest; a foreign guest's too, as the desk typed it. */
  nationalId: z.string(),
  passportNumber: z.string().nullable(),
  nationality: z.string().nullable(),
  visaType: z.string().nullable(),
  visaExpiry: z.string().nullable(),
  stayType: z.enum(stayTypes),
  checkinAt: instantText,
  checkoutAt: instantText,
  /** Null until the desk marks a foreign guest reported to immigration. */
  immigrationReportedAt: instantText.nullable(),
});
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

export const overnightGuestListSchema = z.object({
  date: businessDateField('Date'),
  guests: z.array(registerEntrySchema),
});
export type OvernightGuestList = z.infer<typeof overnightGuestListSchema>;

/** GET /immigration-reports: foreign guests to report (12 h after check-in until reported). */
export const immigrationDueSchema = z.object({
  guestId: z.number().int(),
  roomNumber: z.string(),
  name: z.string(),
  nationality: z.string().nullable(),
  passportNumber: z.string().nullable(),
  checkinAt: instantText,
});
export type ImmigrationDue = z.infer<typeof immigrationDueSchema>;
export const immigrationDueListSchema = z.array(immigrationDueSchema);

export const immigrationReportedSchema = z.object({
  guestId: z.number().int(),
  immigrationReportedAt: instantText,
});
export type ImmigrationReported = z.infer<typeof immigrationReportedSchema>;
