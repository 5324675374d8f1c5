import { z } from 'zod';
import { isIsoDate, type IsoDate } from '../rules/dates.ts';
import { optionalText, requiredText } from './input-fields.ts';

/**
 * The guest register (ADR 043): a foreign guest's papers as the desk records them at check-in
 * (the register's calls are in register-list.ts).
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
export type ForeignerPapers = {
  [K in keyof typeof foreignerPapersFields]: z.output<(typeof foreignerPapersFields)[K]>;
};
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
