import { z } from 'zod';
import { roomStatusCodes, type RoomStatusCode } from '../rules/room-status.ts';
import { isIsoDate } from '../rules/dates.ts';
import { maintenanceReasonMax } from '../rules/maintenance.ts';
import { optionalText, roomNumberText } from './input-fields.ts';

/**
 * A room type's name, as the owner wrote it: the demo hotels' 'standard' (1) and 'family' (2),
 * or any name an owner adds (issue 18).
 */
export type RoomTypeName = string;

export const roomPriceEntrySchema = z.object({ StayType: z.string(), Price: z.number() });

/** A room as GET /rooms answers it (SPEC.md section 3). RoomTypeID is the hotel's 1 or 2. */
export const roomSchema = z.object({
  ID: z.number().int(),
  Room: z.string(),
  Floor: z.number().int(),
  Status: z.number().int(),
  RoomTypeID: z.number().int(),
  RoomType: z.object({
    Type: z.string(),
    RoomPrices: z.array(roomPriceEntrySchema),
  }),
  /**
   * A room under maintenance (status 6, ADR 085): why, from which night and until which date
   * (yyyy-mm-dd, hotel dates); absent on other rooms. Not in SPEC: SPEC's clients ignore it.
   */
  Maintenance: z
    .object({
      Reason: z.string().nullable(),
      From: z.string().nullable(),
      Until: z.string().nullable(),
    })
    .optional(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListSchema = z.array(roomSchema);

export const roomTypeSchema = z.object({ ID: z.number().int(), Type: z.string() });
export type RoomType = z.infer<typeof roomTypeSchema>;
export const roomTypeListSchema = z.array(roomTypeSchema);

export const roomPriceSchema = z.object({
  ID: z.number().int(),
  RoomTypeID: z.number().int(),
  StayType: z.string(),
  Price: z.number(),
});
export type RoomPrice = z.infer<typeof roomPriceSchema>;
export const roomPriceListSchema = z.array(roomPriceSchema);

/** A room number in a path (/rooms/{room}, /guests/current/{room}). */
export const roomNumberParamSchema = roomNumberText('Room number').describe(
  "The room's number, e.g. 101",
);

const statusMessage = `Status must be one of: ${roomStatusCodes.join(', ')}`;

export const maintenanceOnlyMessage =
  'A reason and an expected end date are only for Maintenance (status 6)';
const expectedEndMessage = 'Expected end must be a date written yyyy-mm-dd';

/**
 * PUT /rooms/{roomNumber}: { status } 1-7 (SPEC); with status 6, optionally `reason` and
 * `expectedEnd` (a hotel date, yyyy-mm-dd; ADR 085).
 */
export const roomStatusChangeSchema = z
  .object(
    {
      status: z
        .number({
          error: (iss) =>
            iss.input === undefined || iss.input === null ? 'Status is required' : statusMessage,
        })
        .refine((n) => (roomStatusCodes as readonly number[]).includes(n), statusMessage)
        .transform((n) => n as RoomStatusCode),
      reason: optionalText('Reason', maintenanceReasonMax),
      expectedEnd: z
        .string({ error: expectedEndMessage })
        .refine(isIsoDate, expectedEndMessage)
        .nullish()
        .transform((date) => date ?? null),
    },
    { error: 'The room status is required' },
  )
  .refine(
    (change) => change.status === 6 || (change.reason === null && change.expectedEnd === null),
    {
      message: maintenanceOnlyMessage,
    },
  );
export type RoomStatusChange = z.output<typeof roomStatusChangeSchema>;

const roomNumberOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The grid's order: by floor, then by room number, numbers compared as numbers ('9' < '10'). */
export const compareRooms = (
  a: { Floor: number; Room: string },
  b: { Floor: number; Room: string },
): number => a.Floor - b.Floor || roomNumberOrder.compare(a.Room, b.Room);
