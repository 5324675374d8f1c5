import { z } from 'zod';
import { daysInRange } from '../rules/report.ts';
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
  byStayType: z.record(z.string(), money),
  roomNightsSold: z.number().int(),
  roomNightsInService: z.number().int(),
  occupancy: z.number().nullable().describe('Room-nights sold / in service, 0..1'),
  adr: money.nullable().describe('Overnight room revenue per room-night sold'),
  revpar: money.nullable().describe('Overnight room revenue per room-night in service'),
});
export type Report = z.infer<typeof reportSchema>;
