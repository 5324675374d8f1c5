import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service.ts';
import type { HotelDirectory } from '../hotels/hotel.service.ts';
import { forbidden } from './errors.ts';
import { bearerToken } from './request-context.ts';

/** What a user whose password the owner gave may do before choosing their own (ADR 035). */
const beforeOwnPassword = new Set([
  'GET /api/:hotel/reception/me',
  'POST /api/:hotel/reception/password',
]);

/** Resolves {hotel} of the path for every route of the scope: unknown hotel -> 404. */
export const useHotelFromPath = (app: FastifyInstance, hotels: HotelDirectory) => {
  app.addHook('onRequest', async (request) => {
    const { hotel } = request.params as { hotel?: string };
    request.hotel = await hotels.resolve(hotel ?? '');
  });
};

/**
 * Token guard: 401 for a missing, expired, revoked or other-hotel token; 403 for every call but
 * the session and the password change while the user must still choose their own password.
 */
export const requireToken = (app: FastifyInstance, auth: AuthService) => {
  app.addHook('onRequest', async (request) => {
    if (!request.hotel) throw new Error('hotel hook must run before the token guard');
    const caller = await auth.authenticate(request.hotel, bearerToken(request));
    request.caller = caller;
    if (
      caller.mustChangePassword &&
      !beforeOwnPassword.has(`${request.method} ${request.routeOptions.url ?? ''}`)
    ) {
      throw forbidden('Please choose your own password first.');
    }
  });
};
