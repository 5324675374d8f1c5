import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationListSchema, type IsoDate, type Reservation } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardFirstCalls } from '../../../lib/dashboard-first-calls.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/{hotel}/reception/reservations/date/{yyyy-mm-dd}: the stays running across that
 * business date, without checked-in and cancelled ones, earliest check-in first (the server
 * filters and sorts).
 */
export const getReservationsByDate = (
  date: IsoDate,
  signal?: AbortSignal,
): Promise<Reservation[]> =>
  api.get(`${dashboardFirstCalls.ofTheDay.reservations}${encodeURIComponent(date)}`, {
    schema: reservationListSchema,
    signal,
  });

export const reservationsByDateQueryOptions = (date: IsoDate) =>
  queryOptions({
    queryKey: [...queryKeys.reservations, date],
    queryFn: ({ signal }) => getReservationsByDate(date, signal),
  });

export const useReservationsByDate = (date: IsoDate) =>
  useQuery(reservationsByDateQueryOptions(date));
