import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service.ts';
import type { HotelDirectory } from '../hotels/hotel.service.ts';
import { bearerToken } from './request-context.ts';

/** Resolves {hotel} of the path for every route of the scope: unknown hotel -> 404. */
export const useHotelFromPath = (app: FastifyInstance, hotels: HotelDirectory) => {
  app.addHook('onRequest', async (request) => {
    const { hotel } = request.params as { hotel?: string };
    request.hotel = await hotels.resolve(hotel ?? '');
  });
};

/** Token guard: 401 for a missing, expired, revoked or other-hotel token. */
export const requireToken = (app: FastifyInstance, auth: AuthService) => {
  app.addHook('onRequest', async (request) => {
    if (!request.hotel) throw new Error('hotel hook must run before the token guard');
    request.caller = await auth.authenticate(request.hotel, bearerToken(request));
  });
};
