import { z } from 'zod';
import { normalizeWallClock, parseWallClock } from '../rules/wall-clock.ts';
import { normaliseDigits } from '../rules/display-locale.ts';
import { businessYears } from '../rules/dates.ts';

/**
 * Field builders shared by the stay and revenue payloads: every message names its field, so a
 * 400 tells the desk what to fix.
 */
const missing = (input: unknown) => input === undefined || input === null;

// PostgreSQL text cannot hold NUL, and no name, phone or room number needs a control character
// (`allowed` lists the few a text may hold, e.g. line breaks in notes).
export const hasControlCharacter = (text: string, allowed = '') => {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 32 || code === 127) && !allowed.includes(char)) return true;
  }
  return false;
};

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * False for a text with half of a surrogate pair ('\ud83d'): it is no character, and PostgreSQL
 * would store a replacement character instead.
 */
export const isWellFormedText = (text: string) => !loneSurrogate.test(text);

/** Text a person could have typed: no control characters, no lone surrogates. */
export const isPlainText = (text: string, allowed = '') =>
  !hasControlCharacter(text, allowed) && isWellFormedText(text);

export const plainTextMessage = (label: string) => `${label} cannot contain control characters`;

const noControlCharacters = (label: string) =>
  [(text: string) => isPlainText(text), plainTextMessage(label)] as const;

export const requiredText = (label: string, max: number) =>
  z
    .string({
      error: (iss) => (missing(iss.input) ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noControlCharacters(label));

/** Optional text; null and absent both mean none. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noControlCharacters(label))
    .nullish()
    .transform((text) => (text ? text : null));

export const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (iss) =>
      missing(iss.input)
        ? `${label} is required`
        : `${label} must be one of: ${values.map((v) => v || "''").join(', ')}`,
  });

export const flag = (label: string) =>
  z.boolean({
    error: (iss) =>
      missing(iss.input) ? `${label} is required` : `${label} must be true or false`,
  });

export const hasAtMostTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;

/**
 * A limit as the messages write it, '5,000,000', exactly as `toLocaleString('en-US')` would:
 * the schemas are made when a screen's code loads, and each toLocaleString made an Intl number
 * format of its own, about 1 ms apiece on a slow tablet (ADR 055).
 */
export const withThousands = (value: number): string =>
  Number.isSafeInteger(value) && !Object.is(value, -0)
    ? String(value).replace(/\B(?=(\d{3})+$)/g, ',')
    : value.toLocaleString('en-US');

/** Kyat with at most two decimals, as the API carries money (`whole`: no decimals at all). */
export const kyat = (
  label: string,
  { min, max, whole = false }: { min: number; max: number; whole?: boolean },
) =>
  z
    .number({
      error: (iss) => (missing(iss.input) ? `${label} is required` : `${label} must be a number`),
    })
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${withThousands(max)}`)
    .refine(
      whole ? Number.isInteger : hasAtMostTwoDecimals,
      whole ? `${label} must be a whole number` : `${label} can have at most 2 decimals`,
    );

/**
 * A tax or service rate: a number 0-100 (a numeric text is read as one); absent, null or empty
 * counts as 0, as on the check-in forms.
 */
export const ratePercent = (label: string) => {
  const message = `${label} must be a number from 0 to 100`;
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return 0;
      if (typeof value === 'string' && value.trim() === '') return 0;
      const n = typeof value === 'number' ? value : Number(readTypedNumber(value));
      if (!Number.isFinite(n) || n < 0 || n > 100) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (!hasAtMostTwoDecimals(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} can have at most 2 decimals` });
        return z.NEVER;
      }
      return n;
    });
};

/** A room number's text: '101', '12A'. */
export const roomNumberText = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(20, `${label} must be at most 20 characters`)
    .refine(...noControlCharacters(label));

/** A room number as the desk writes it ('101'); a number is accepted and read as its text. */
export const roomNumberField = (label: string) =>
  z
    .union([z.string(), z.number()], {
      error: (iss) => (missing(iss.input) ? `${label} is required` : `${label} must be text`),
    })
    .transform((value) => String(value))
    .pipe(roomNumberText(label));

/** A count the desk types: a whole number from min to max. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({
      error: (iss) => (missing(iss.input) ? `${label} is required` : `${label} must be a number`),
    })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    // Not .int(): it would also call 1e308 'not a whole number'.
    .refine(Number.isInteger, `${label} must be a whole number`);

/** Database ids: a positive 32-bit integer. */
export const storedId = (label: string) =>
  z
    .number({
      error: (iss) => (missing(iss.input) ? `${label} is required` : `${label} must be a number`),
    })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(2_147_483_647, `${label} is too large`);

export const instantText = z.iso.datetime();

/**
 * True for an ISO-8601 instant with Z or an offset whose UTC year is 1900-2999: outside them
 * the database and date arithmetic overflow ('0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00').
 */
export const isInstantInBusinessYears = (text: string) => {
  if (!z.iso.datetime({ offset: true }).safeParse(text).success) return false;
  const year = new Date(text).getUTCFullYear();
  return year >= businessYears.min && year <= businessYears.max;
};

/** A wall-clock time of the hotel (rules/wall-clock.ts), normalised to '...T14:00:00.000Z'. */
export const wallClockField = (label: string) =>
  requiredText(label, 40)
    .refine(
      (text) => parseWallClock(text) !== undefined,
      `${label} must be a date like 2026-11-22 or 2026-11-22T14:00:00.000Z`,
    )
    .transform((text) => normalizeWallClock(text));

/**
 * A form's number field holds the text the desk typed ('' when blank, '-', '1.', '50,000 Ks'); a
 * number is taken as it is. The text is read as written, never rounded, clamped or turned
 * positive, so the request schema's own message says what is wrong with it (ADR 067).
 */
export type TypedNumber = number | string;

// A trailing kyat word as the app writes amounts ('50,000 Ks', '၅၀,၀၀၀ ကျပ်'), any case or spacing.
const kyatWord = /\s*(?:ks\.?|ကျပ်)$/iu;
// Digits, grouped by threes with one kind of separator ('50,000', '50 000', '1,000,000') or not
// at all ('50000'); a leading minus; a decimal part after a point.
const writtenNumber =
  /^([-\u2212]?)(\d{1,3}(?:([,\u0020\u00a0\u202f])\d{3})(?:\3\d{3})*|\d+)(\.\d+)?$/u;

/**
 * A typed amount, count or rate read the way the app shows numbers (ADR 067): '' or blanks ->
 * absent (the field's 'is required' or default); '50,000', '50 000', '၅၀,၀၀၀', '50,000 Ks',
 * '50000 ကျပ်' -> 50000; '-5,000' -> -5000 (the field's schema says whether it may be negative);
 * '7.5' -> 7.5 (the field says whether it takes decimals). Anything else is NaN, which every
 * number schema refuses with its own message: '1e5', '25OO', 'abc', '5,00', '1,0000', '-', '1.'.
 */
export const readTypedNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = normaliseDigits(value).trim().replace(kyatWord, '');
  if (text === '') return value.trim() === '' ? undefined : Number.NaN;
  const match = writtenNumber.exec(text);
  if (!match) return Number.NaN;
  const [, minus = '', digits = '', , fraction = ''] = match;
  const read = Number(`${minus ? '-' : ''}${digits.replace(/\D/gu, '')}${fraction}`);
  return Object.is(read, -0) ? 0 : read;
};

/** True for typed text with a decimal point that reads as a number ('7.5', '1,000.25 Ks'). */
const hasDecimalPoint = (value: unknown) =>
  typeof value === 'string' && value.includes('.') && Number.isFinite(readTypedNumber(value));

/**
 * A request's number field as a form field: the typed text read by `readTypedNumber`. `whole`
 * (the field's label) refuses a decimal point even where the API carries cents: the desk types
 * whole kyat and counts, only rates take decimals ('Amount must be a whole number').
 */
export const typedNumber = <T extends z.ZodType>(field: T, whole?: { label: string }) =>
  z.preprocess((value, ctx) => {
    if (whole && hasDecimalPoint(value)) {
      ctx.addIssue({ code: 'custom', message: `${whole.label} must be a whole number` });
      return z.NEVER;
    }
    return readTypedNumber(value);
  }, field);
