import { z } from 'zod';
import { stayTypes } from '../rules/stay-types.ts';
import { instantText } from './input-fields.ts';
import { businessDateField } from './stats.ts';

/*
 * The guest register's calls (ADR 043), apart from the papers (register.ts) that every check-in
 * parses: only the owner's page and the dashboard's lazy reminder read these, so the first
 * screens' shared code does not carry them.
 */

/** The register's CSV (GET /admin/exports/register.csv) lists each night apart: a quarter at most. */
export const registerExportMaxNights = 92;

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
  /** Who marked them reported (the staff member's name); null until then. */
  immigrationReportedBy: z.string().nullable(),
});
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

export const overnightGuestListSchema = z.object({
  date: businessDateField('Date'),
  guests: z.array(registerEntrySchema),
});
export type OvernightGuestList = z.infer<typeof overnightGuestListSchema>;

/** GET /immigration-reports: foreign guests not yet reported, checked in over the last 7 days. */
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
