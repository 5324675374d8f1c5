import { z } from 'zod';
import { businessDateField } from '../contract/stats.ts';

/**
 * What the activity log records (issue 18): one kind per write a desk makes, with the data its
 * sentence is built from, in either language (sentences.ts). The server stores `kind` and
 * `params` as given; the page and the tests read them back through this catalogue.
 */

/** A value before or after an edit: text, an amount, a yes/no, or nothing. */
export type ChangedValue = string | number | boolean | null;

/** One field an edit changed (guest, reservation, menu item): its value before and after. */
export interface FieldChange {
  field: string;
  before: ChangedValue;
  after: ChangedValue;
}

export interface ActivityParams {
  'sign-in': { admin: boolean };
  /** The username tried; never the password. */
  'sign-in-failed': { username: string };
  'sign-out': Record<string, never>;
  /** `overbookedNights`: the nights the desk confirmed taking a room promised to reservations. */
  'check-in': {
    guest: string;
    room: string;
    stayType: string;
    amount: number;
    overbookedNights?: string[];
  };
  extension: { guest: string; room: string; amount: number };
  /** charged: a swap's price difference put on the stay's account (ADR 073). */
  swap: { guest: string; fromRoom: string; toRoom: string; charged?: number };
  /** A foreign guest marked as reported to immigration (ADR 043). */
  'immigration-report': { guest: string; room: string };
  /** `collected`: the balance the desk took at checkout, and by which method (none: settled). */
  checkout: {
    guest: string;
    room: string;
    collected?: { amount: number; paymentMethod: string };
  };
  /** An extra charge (laundry, minibar, damage) put on a stay's account. */
  'stay-charge': { guest: string; room: string; description: string; amount: number };
  /** A payment or food receipt voided: `receipt` the void's own, `originalReceipt` the voided. */
  'payment-void': {
    room: string;
    amount: number;
    reason: string;
    receipt: string;
    originalReceipt: string | null;
  };
  /** Money given back; `originalReceipt` the payment it comes from, if one was named. */
  refund: {
    guest: string;
    room: string;
    amount: number;
    paymentMethod: string;
    reason: string;
    receipt: string;
    originalReceipt: string | null;
  };
  'guest-edit': { guest: string; room: string; changes: FieldChange[] };
  'reservation-create': { name: string; checkinDate: string; amountPaid: number };
  'reservation-edit': { name: string; changes: FieldChange[] };
  'reservation-delete': { name: string };
  /** `deposit`: what happened to the money held (none when there was none). */
  'reservation-cancel': { name: string; deposit: 'kept' | 'refunded' | null; amount: number };
  /** A no-show, marked after the arrival day (ADR 086): its deposit as on a cancellation. */
  'reservation-no-show': { name: string; deposit: 'kept' | 'refunded' | null; amount: number };
  income: { type: string; room: string; amount: number; paymentMethod: string };
  'food-order': { room: string; items: number; amount: number };
  'food-revenue': { room: string; amount: number; paymentMethod: string };
  'menu-add': { name: string; price: number };
  'menu-edit': { name: string; changes: FieldChange[] };
  'menu-delete': { name: string; price: number };
  /** `roomType` null: a hotel-wide price (every room type). */
  'room-price': { stayType: string; roomType: string | null; before: number; after: number };
  /** To maintenance with a reason or an expected end (ADR 085): `reason`, `until` (yyyy-mm-dd). */
  'room-status': {
    room: string;
    before: number;
    after: number;
    reason?: string | null;
    until?: string | null;
  };
  'receipt-number': { number: string };
  'staff-add': { name: string; username: string; role: string };
  /** Name, e-mail or role, before and after. */
  'staff-edit': { name: string; changes: FieldChange[] };
  'staff-password-reset': { name: string };
  'staff-deactivate': { name: string };
  'staff-reactivate': { name: string };
  /** A user chose a new password of their own (never the password itself). */
  'own-password': Record<string, never>;
  /** The owner's switches (prices, menu, voids and refunds: ADR 035, 072), before and after. */
  'staff-permissions': { changes: FieldChange[] };
  /** The hotel's details, receipt prefix or default rates: the changed fields. */
  'hotel-edit': { changes: FieldChange[] };
  'room-add': { room: string; floor: number; roomType: string };
  /** Floor or room type (`roomTypeName`), before and after. */
  'room-edit': { room: string; changes: FieldChange[] };
  'room-retire': { room: string };
  /** An out-of-service room put back in service (issue 44). */
  'room-restore': { room: string };
  /** A room type with its price for every stay type. */
  'room-type-add': { name: string; prices: Record<string, number> };
  'room-type-rename': { before: string; after: string };
  /** A room type no room ever had, deleted with its prices. */
  'room-type-delete': { name: string };
  /** Shift close (issue 20): the float a receptionist opened with. */
  'shift-open': { float: number };
  /** The cash counted at a shift's close against the expected; `difference` over (+) or short (-). */
  'shift-close': { expected: number; counted: number; difference: number; note: string | null };
  /** `npm run hotel:add`: no user made it. */
  'hotel-add': { key: string; name: string; adminUsername: string };
}

export type ActivityKind = keyof ActivityParams;

export const activityKinds = [
  'check-in',
  'extension',
  'swap',
  'immigration-report',
  'checkout',
  'stay-charge',
  'payment-void',
  'refund',
  'guest-edit',
  'reservation-create',
  'reservation-edit',
  'reservation-delete',
  'reservation-cancel',
  'reservation-no-show',
  'income',
  'food-order',
  'food-revenue',
  'menu-add',
  'menu-edit',
  'menu-delete',
  'room-price',
  'room-status',
  'receipt-number',
  'staff-add',
  'staff-edit',
  'staff-password-reset',
  'staff-deactivate',
  'staff-reactivate',
  'own-password',
  'staff-permissions',
  'hotel-edit',
  'room-add',
  'room-edit',
  'room-retire',
  'room-restore',
  'room-type-add',
  'room-type-rename',
  'room-type-delete',
  'shift-open',
  'shift-close',
  'hotel-add',
  'sign-in',
  'sign-in-failed',
  'sign-out',
] as const satisfies readonly ActivityKind[];

// Every kind is listed once: a kind added to ActivityParams and not here fails to compile.
type Unlisted = Exclude<ActivityKind, (typeof activityKinds)[number]>;
const everyKindListed: Unlisted extends never ? true : never = true;
void everyKindListed;

export const isActivityKind = (value: unknown): value is ActivityKind =>
  (activityKinds as readonly unknown[]).includes(value);

/** One change to record: a kind, what it is about (`subject`, e.g. 'room:101') and its data. */
export type ActivityChange = {
  [K in ActivityKind]: { kind: K; subject?: string; params: ActivityParams[K] };
}[ActivityKind];

/** The fields of `before` and `after` that differ, in the order of `after`'s keys. */
export const changedFields = (
  before: Record<string, ChangedValue>,
  after: Record<string, ChangedValue | undefined>,
): FieldChange[] =>
  Object.entries(after)
    .filter(
      (entry): entry is [string, ChangedValue] =>
        entry[1] !== undefined && entry[1] !== before[entry[0]],
    )
    .map(([field, value]) => ({ field, before: before[field] ?? null, after: value }));

/** GET /admin/activity: one entry as the API answers it, newest first. */
export interface ActivityEntry {
  ID: number;
  /** ISO-8601 instant. */
  At: string;
  UserID: number | null;
  /** The user's name; null for a failed sign-in of an unknown username. */
  UserName: string | null;
  SessionID: number | null;
  Kind: ActivityKind;
  Subject: string;
  Params: ActivityParams[ActivityKind];
}

export interface ActivityPage {
  entries: ActivityEntry[];
  /** Give it as `before` for the next (older) page; null when there is none. */
  next: string | null;
}

/** The filters of the Activity page: the hotel's dates (inclusive), a user, a kind. */
export const activityQuerySchema = z
  .object({
    from: businessDateField('from').optional(),
    to: businessDateField('to').optional(),
    userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    kind: z.enum(activityKinds).optional(),
    before: z
      .string()
      .regex(/^\d{1,15}$/, 'before must be a cursor from the previous page')
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must not be after the end date.',
    path: ['to'],
  });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** The answer of GET /admin/activity, for the route's OpenAPI document and serializer. */
export const activityPageSchema = z.object({
  entries: z.array(
    z.object({
      ID: z.number().int(),
      At: z.string(),
      UserID: z.number().int().nullable(),
      UserName: z.string().nullable(),
      SessionID: z.number().int().nullable(),
      Kind: z.enum(activityKinds),
      Subject: z.string(),
      Params: z.record(z.string(), z.unknown()),
    }),
  ),
  next: z.string().nullable(),
});

/** GET /admin/activity/users: whom the log can be filtered by. */
export const activityUsersSchema = z.array(
  z.object({ ID: z.number().int(), Name: z.string(), Role: z.enum(['reception', 'admin']) }),
);
