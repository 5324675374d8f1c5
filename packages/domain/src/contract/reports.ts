import { z } from 'zod';
import { daysInRange } from '../rules/report.ts';
import { reservationSources } from '../rules/reservation-life.ts';
import { reportExpensesSchema } from './expenses.ts';
import { businessDateField } from './stats.ts';

/** The longest report: ten years of days (a report over years stays one call). */
export const reportMaxDays = 3700;

/** GET /admin/reports?from&to (and the exports): the hotel's dates, both included. */
export const reportRangeSchema = z
  .object({ from: businessDateField('From'), to: businessDateField('To') })
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'To must be on or after From' })
  .refine((r) => r.from > r.to || daysInRange(r.from, r.to) <= reportMaxDays, {
    path: ['to'],
    message: `A report covers at most ${reportMaxDays} days`,
  });
export type ReportRange = z.output<typeof reportRangeSchema>;

const money = z.number();
const kindTotalsSchema = z.object({
  room: money,
  food: money,
  other: money,
  deposit: money,
  expense: money,
  refund: money,
  void: money,
  net: money,
  dashboardRoom: money.describe("The dashboard's Room Revenue of the same days"),
  dashboardFood: money.describe("The dashboard's Food Revenue of the same days"),
});

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    kindTotalsSchema.extend({
      date: z.string(),
      sold: z.number().int().describe('Room-nights sold that night'),
      inService: z.number().int().describe('Room-nights in service that night'),
    }),
  ),
  totals: kindTotalsSchema,
  byMethod: z.object({
    cash: money,
    kpay: money,
    ayapay: money,
    wavepay: money,
    total: money,
  }),
  expenses: reportExpensesSchema.describe(
    'The expenses (money paid out, no void or refund) by category and by day (ADR 082)',
  ),
  bySource: z
    .array(
      z.object({
        source: z.enum(reservationSources),
        reservations: z.number().int(),
        checkedIn: z.number().int(),
        noShows: z.number().int(),
        cancelled: z.number().int(),
      }),
    )
    .describe(
      'Reservations arriving on a date of the range by source (ADR 086), with how many were ' +
        'checked in, no-shows or cancelled; the sources with a reservation, in the list order',
    ),
  byStayType: z
    .record(z.string(), money)
    .describe('Room money taken (payments, deposits, their refunds and voids) by stay type'),
  roomNightsSold: z
    .number()
    .int()
    .describe(
      'Every night in the range of every full-night and long stay, one a room, by the nights ' +
        'rule (an arrival before the arrival-day hour sells the night before; extensions add ' +
        'their nights); daycations and sessions sell none',
    ),
  roomNightsInService: z
    .number()
    .int()
    .describe('Each night of the range, the rooms in service that night (ADR 076), added'),
  roomRevenue: money.describe(
    'What the rooms were sold for on the room-nights sold, without tax and service: each ' +
      "stay's room charges (nights, extra bed, early check-in, extensions, a swap's " +
      'difference; not the extra charges typed on the account) shared evenly over its nights, ' +
      'the nights in the range counted. Charges, not payments: deposits and payments are in ' +
      'the money by kind',
  ),
  roomTax: money.describe('The tax charged on roomRevenue (its nights in the range)'),
  roomService: money.describe('The service charged on roomRevenue (its nights in the range)'),
  dayUseCount: z
    .number()
    .int()
    .describe('Daycations and sessions (one a room) that arrived on a date of the range'),
  dayUseRevenue: money.describe(
    'Their room charges, without tax and service: outside ADR and RevPAR',
  ),
  dayUseTax: money.describe('The tax charged on dayUseRevenue'),
  dayUseService: money.describe('The service charged on dayUseRevenue'),
  occupancy: z
    .number()
    .nullable()
    .describe('roomNightsSold / roomNightsInService, 0..1; null without a room in service'),
  adr: money
    .nullable()
    .describe(
      'Average daily rate: roomRevenue / roomNightsSold, to the pya; null when none sold ' +
        '(ADR 081: before, overnight room money taken, with tax and service, per room-night)',
    ),
  revpar: money
    .nullable()
    .describe(
      'Revenue per available room: roomRevenue / roomNightsInService, to the pya (ADR 081)',
    ),
});
export type Report = z.infer<typeof reportSchema>;
