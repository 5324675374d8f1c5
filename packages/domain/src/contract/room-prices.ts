import { z } from 'zod';
import { withThousands } from './input-fields.ts';

/** The highest price an entry may hold: numeric(14,2) leaves room, a hotel needs far less. */
export const maxRoomPrice = 1_000_000_000;

/** PUT /room-prices/{id} (SPEC.md sections 5 and 7): a whole number of Ks, 0 or more. */
export const updateRoomPriceSchema = z.object(
  {
    Price: z
      .number({
        error: (iss) =>
          iss.input === undefined || iss.input === null
            ? 'Price is required'
            : 'Price must be a number',
      })
      .int('Price must be a whole number')
      .min(0, 'Price must be at least 0')
      .max(maxRoomPrice, `Price must be at most ${withThousands(maxRoomPrice)}`),
  },
  { error: 'The price is required' },
);
export type UpdateRoomPrice = z.infer<typeof updateRoomPriceSchema>;

/** The {id} of PUT /room-prices/{id}: digits only (at most 9, so it fits an integer column). */
export const roomPriceIdField = z
  .string()
  .regex(/^[0-9]{1,9}$/, 'Room price ID must be a number')
  .transform(Number)
  .describe('Room price ID (GET /room-prices)');
