import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { HotelEvent, HotelEventType } from '@frontdesk/domain';

/**
 * The root query key of every server list the app shows. Features build their keys from these
 * (e.g. `[...queryKeys.reservations, date]`) so that invalidating a root refetches every variant.
 */
export const queryKeys = {
  /** The signed-in hotel's details (receipts, default rates). */
  hotelDetails: ['hotel-details'],
  /** The owner's hotel page, rooms and room types (/admin/hotel, /admin/rooms). */
  hotelSetup: ['hotel-setup'],
  session: ['session'],
  reservations: ['reservations'],
  roomRevenue: ['room-revenue'],
  foodRevenue: ['food-revenue'],
  stats: ['stats'],
  incomes: ['incomes'],
  rooms: ['rooms'],
  adminRevenue: ['admin-revenue'],
  /** The guest an in-stay dialog shows (by room). */
  stayGuest: ['stay-guest'],
  roomPrices: ['room-prices'],
  /** The food menu (Food Order, Food Menu Management). */
  menu: ['menu'],
  /** A guest's food orders (Guest Details). */
  guestFoodOrders: ['guest-food-orders'],
  /** A stay's account (Guest Details). */
  folio: ['folio'],
  /** The owner's staff accounts and switches (ADR 035). */
  staff: ['staff'],
  staffPermissions: ['staff-permissions'],
  /** The signed-in user's shift and the owner's list of shifts (issue 20). */
  shifts: ['shifts'],
  /** The Overnight Guest List and the foreign guests to report to immigration (ADR 043). */
  register: ['register'],
  /** The owner's expenses and the reports that sum them (ADR 082). */
  expenses: ['expenses'],
} as const satisfies Record<string, QueryKey>;

/** What every change of money or bookings makes stale (SPEC.md section 4, live socket). */
const bookingAndMoneyKeys: readonly QueryKey[] = [
  queryKeys.reservations,
  queryKeys.roomRevenue,
  queryKeys.foodRevenue,
  queryKeys.stats,
  queryKeys.incomes,
];

/** The query keys each websocket event invalidates. */
export const eventInvalidations: Record<HotelEventType, readonly QueryKey[]> = {
  reservation_updated: bookingAndMoneyKeys,
  room_updated: [...bookingAndMoneyKeys, queryKeys.rooms, queryKeys.stayGuest, queryKeys.register],
  payment_updated: [
    ...bookingAndMoneyKeys,
    queryKeys.adminRevenue,
    queryKeys.stayGuest,
    queryKeys.guestFoodOrders,
    queryKeys.folio,
    queryKeys.shifts,
    queryKeys.expenses,
  ],
  prices_updated: [queryKeys.rooms, queryKeys.roomPrices],
  menu_updated: [queryKeys.menu],
  // And the hotel list, which is no query (reloadHotelLists, use-hotel-socket.ts).
  hotel_updated: [queryKeys.hotelDetails, queryKeys.hotelSetup],
  rooms_updated: [queryKeys.rooms, queryKeys.roomPrices, queryKeys.hotelSetup],
  // The session says whether the user has a shift open (GET /me `shifts`, ADR 077).
  shift_updated: [queryKeys.shifts, queryKeys.session],
  register_updated: [queryKeys.register],
};

/** A desk's answer to a websocket event: every query it makes stale is refetched. */
export const refetchForEvent = async (queryClient: QueryClient, event: HotelEvent) => {
  await Promise.all(
    eventInvalidations[event.type].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
};
