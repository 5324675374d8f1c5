import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarSchema, type Calendar, type HotelEventType } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { useHotelEvents } from '../../../lib/socket/hotel-events.ts';
import type { CalendarRange } from '../utils/calendar-layout.ts';

const calendarKey = ['calendar'] as const;

/** GET /api/{hotel}/reception/calendar?from&days (ADR 041). */
export const getCalendar = (range: CalendarRange, signal?: AbortSignal): Promise<Calendar> =>
  api.get('/reception/calendar', {
    query: { from: range.from, days: range.days },
    schema: calendarSchema,
    signal,
  });

export const calendarQueryOptions = (range: CalendarRange) =>
  queryOptions({
    queryKey: [...calendarKey, range.from, range.days],
    queryFn: ({ signal }) => getCalendar(range, signal),
    // Moving by a week keeps the last weeks on screen until the next arrive.
    placeholderData: keepPreviousData,
  });

/** The live events after which the calendar is read again (those the room grid listens to). */
const refreshingEvents: readonly HotelEventType[] = [
  'room_updated',
  'reservation_updated',
  'rooms_updated',
];

/** The calendar of a range, refetched when a stay, a room or a reservation changes on any desk. */
export const useCalendar = (range: CalendarRange) => {
  const queryClient = useQueryClient();
  useHotelEvents((event) => {
    if (refreshingEvents.includes(event.type)) {
      void queryClient.invalidateQueries({ queryKey: calendarKey });
    }
  });
  return useQuery(calendarQueryOptions(range));
};
