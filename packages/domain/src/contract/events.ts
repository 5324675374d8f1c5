import { z } from 'zod';

/**
 * Websocket messages. Events say what changed so clients refetch; they never carry the only copy
 * of the truth (a client that missed one is still correct after its next refetch).
 */
export const authMessageSchema = z.object({ type: z.literal('auth'), token: z.string().max(200) });
export type AuthMessage = z.infer<typeof authMessageSchema>;

export const hotelEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reservation_updated') }),
  z.object({
    type: z.literal('room_updated'),
    room: z.string(),
    status: z.number().int(),
    refreshStats: z.boolean(),
  }),
  z.object({ type: z.literal('payment_updated') }),
  /** Room prices changed: open check-in and extension dialogs re-quote with the new prices. */
  z.object({ type: z.literal('prices_updated') }),
  /** A menu item was added, changed or taken off (ADR 065): menus and open Food Orders refetch. */
  z.object({ type: z.literal('menu_updated') }),
  /** The owner changed the hotel's details or default rates: receipts and dialogs refetch them. */
  z.object({ type: z.literal('hotel_updated') }),
  /** The owner added, changed or took out of service a room, or added or renamed a room type. */
  z.object({ type: z.literal('rooms_updated') }),
  /** A shift was opened or closed (issue 20): the owner's Shifts page refetches. */
  z.object({ type: z.literal('shift_updated') }),
  /** A foreign guest was marked reported to immigration (ADR 043): the flag and register refetch. */
  z.object({ type: z.literal('register_updated') }),
]);
export type HotelEvent = z.infer<typeof hotelEventSchema>;
export type HotelEventType = HotelEvent['type'];

export const serverMessageSchema = z.union([
  z.object({ type: z.literal('ready') }),
  hotelEventSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Close code the server uses when the first message is not a valid token. */
export const unauthorizedCloseCode = 4401;

/**
 * Close code the server uses, at once, for a socket beyond the few that one client address may
 * hold open before they have sent their token; the client retries later as after any drop.
 */
export const tooManyUnauthenticatedCloseCode = 4429;

/** Reconnect policy of SPEC.md section 4: 1000 ms x 2^attempt, at most 5 attempts. */
export const socketReconnect = { baseDelayMs: 1000, maxAttempts: 5 } as const;
export const reconnectDelayMs = (attempt: number): number =>
  socketReconnect.baseDelayMs * 2 ** attempt;
