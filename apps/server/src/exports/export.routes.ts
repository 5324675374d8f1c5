import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDays,
  errorBodySchema,
  registerExportMaxNights,
  incomeKind,
  instantToWallClock,
  reportRangeSchema,
  type ReportRange,
} from '@frontdesk/domain';
import { badRequest } from '../http/errors.ts';
import { hotelOf } from '../http/request-context.ts';
import { registerForNight } from '../register/register.repository.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { AdminDeps } from '../reception-deps.ts';
import { spanOfRange } from '../reports/report.service.ts';
import { sendCsv, toCsv } from './csv.ts';
import { foodOrdersOfSpan, incomesOfSpan, staysOfSpan } from './export.repository.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const csvFile = z.string().describe('A CSV file: UTF-8 with a byte-order mark, CRLF lines');

/** The CSV files of a range, by name: their header and rows. */
const exportsOf = ({ db }: AdminDeps) => ({
  incomes: async (hotel: HotelRow, range: ReportRange) =>
    toCsv(
      [
        'ID',
        'Time',
        'Kind',
        'Type',
        'Room',
        'Guest',
        'Stay type',
        'Amount',
        'Revenue type',
        'Payment method',
        'Receipt',
        'Reason',
        'Expense category',
        'Note',
        'Recorded by',
      ],
      (await incomesOfSpan(db, spanOfRange(hotel, range))).map((i) => [
        i.id,
        i.at,
        incomeKind(i),
        i.type,
        i.roomNumber,
        i.guestName,
        i.stayType,
        i.amount,
        i.revenueType,
        i.method,
        i.receiptNumber,
        i.reason,
        i.expenseCategory,
        i.note,
        i.recordedBy,
      ]),
    ),
  'food-orders': async (hotel: HotelRow, range: ReportRange) =>
    toCsv(
      [
        'Receipt ID',
        'Time',
        'Room',
        'Food',
        'Price',
        'Quantity',
        'Tax',
        'Service',
        'Payment method',
        'Receipt',
        'Voided',
      ],
      (await foodOrdersOfSpan(db, spanOfRange(hotel, range))).map((o) => [
        o.receiptId,
        o.at,
        o.roomNumber,
        o.foodName,
        o.price,
        o.quantity,
        o.tax,
        o.service,
        o.method,
        o.receiptNumber,
        o.voided,
      ]),
    ),
  stays: async (hotel: HotelRow, range: ReportRange) =>
    toCsv(
      [
        'ID',
        'Name',
        'National ID',
        'Phone',
        'Foreigner',
        'Room',
        'Stay type',
        'Check-in',
        'Check-out',
        'Checked out',
        'Status',
        'Room charges',
        'Food charges',
        'Tax',
        'Service',
        'Amount paid',
        'Receipt',
        'Source',
      ],
      (await staysOfSpan(db, spanOfRange(hotel, range))).map((s) => [
        s.id,
        s.name,
        s.nationalId,
        s.phone,
        s.isForeigner,
        s.roomNumber,
        s.stayType,
        s.checkin,
        s.checkout,
        s.checkedOut,
        s.status,
        s.roomCharges,
        s.foodCharges,
        s.taxCharges,
        s.serviceCharges,
        s.amountPaid,
        s.receiptNumber,
        s.source,
      ]),
    ),
});

/** The nights from `from` to `to`, both included; 400 past the register's limit. */
const nightsOf = ({ from, to }: ReportRange) => {
  const nights = [from];
  while (nights[nights.length - 1]! < to) nights.push(addDays(nights[nights.length - 1]!, 1));
  if (nights.length > registerExportMaxNights) {
    const message = `The guest register covers at most ${registerExportMaxNights} nights`;
    throw badRequest(message, [{ field: 'to', message }]);
  }
  return nights;
};

/**
 * The guest register of a range (ADR 043): the Overnight Guest List of each night, one row a
 * guest a night, as the A4 list shows it.
 */
const registerCsv = async ({ db }: AdminDeps, hotel: HotelRow, range: ReportRange) => {
  const rows = [];
  for (const night of nightsOf(range)) {
    for (const g of await registerForNight(db, hotel, night)) {
      rows.push([
        night,
        g.roomNumber,
        g.name,
        g.isForeigner ? '' : g.nationalId,
        g.passportNumber,
        g.isForeigner ? g.nationality : 'Myanmar',
        g.visaType,
        g.visaExpiry,
        g.stayType,
        instantToWallClock(g.checkinAt, hotel.timeZone).slice(0, 16).replace('T', ' '),
        instantToWallClock(g.checkoutAt, hotel.timeZone).slice(0, 16).replace('T', ' '),
        g.immigrationReportedAt ? 'yes' : g.isForeigner ? 'no' : '',
      ]);
    }
  }
  return toCsv(
    [
      'Night',
      'Room',
      'Name',
      'NRC',
      'Passport',
      'Nationality',
      'Visa type',
      'Visa expiry',
      'Stay type',
      'Check-in',
      'Check-out',
      'Reported to immigration',
    ],
    rows,
  );
};

const descriptions = {
  incomes:
    'Every income created in the range, oldest first, with its kind as the report counts it, ' +
    'who recorded it, and an expense’s category and note (ADR 082)',
  'food-orders': 'Every food order line of the food receipts created in the range',
  stays: 'Every stay checked in within the range, with its charges and what was paid',
  register: `The guest register: everyone staying each night of the range (at most ${registerExportMaxNights} nights)`,
};

/** The owner's CSV downloads of a range (admin-only, ADR 045). */
export const registerExportRoutes = async (app: FastifyInstance, deps: AdminDeps) => {
  const files = {
    ...exportsOf(deps),
    register: (hotel: HotelRow, range: ReportRange) => registerCsv(deps, hotel, range),
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const name of ['incomes', 'food-orders', 'stays', 'register'] as const) {
    api.get(
      `/exports/${name}.csv`,
      {
        schema: {
          tags: ['Reports'],
          security: [{ bearer: [] }],
          summary: `${descriptions[name]} (CSV)`,
          params: z.object({ hotel: z.string().describe('Hotel key') }),
          querystring: reportRangeSchema,
          produces: ['text/csv'],
          response: { 200: csvFile, ...errors },
        },
      },
      async (request, reply) => {
        const hotel = hotelOf(request);
        const { from, to } = request.query;
        const csv = await files[name](hotel, request.query);
        return sendCsv(reply, `${hotel.key}-${name}-${from}-${to}.csv`, csv);
      },
    );
  }
};
