import { guestSchema, type Guest } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/{hotel}/reception/guests/current/{room}: the guest holding the room now. SPEC.md
 * section 8 makes a failed load silent: no guest (a 404 says the room has none), no message.
 */
export const getCurrentGuest = async (
  roomNumber: string,
  signal?: AbortSignal,
): Promise<Guest | null> => {
  try {
    return await api.get(`/reception/guests/current/${encodeURIComponent(roomNumber)}`, {
      schema: guestSchema,
      signal,
    });
  } catch {
    return null;
  }
};
