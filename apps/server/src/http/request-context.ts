import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/auth.service.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    hotel?: HotelRow;
    caller?: Caller;
  }
}

/** The hotel named in the path; set by the hotel hook on every /api/{hotel} route. */
export const hotelOf = (request: FastifyRequest): HotelRow => {
  if (!request.hotel) throw new Error('hotel hook did not run for this route');
  return request.hotel;
};

/** The signed-in caller; set by the token guard on every /api/{hotel}/reception route. */
export const callerOf = (request: FastifyRequest): Caller => {
  if (!request.caller) throw new Error('token guard did not run for this route');
  return request.caller;
};

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
};
