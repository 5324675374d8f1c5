/**
 * The GET calls of the dashboard's first render, one table for two readers (ADR 053): the api
 * functions build their paths from it, and the build (vite.config.ts) writes it into
 * route-preload.js, which starts these calls on /dashboard before the app's code has arrived.
 * apiRequest (api-client.ts) then takes such an early answer instead of asking again. Plain data:
 * vite.config.ts imports it.
 */
export const dashboardFirstCalls = {
  /** /api/{hotel}{path}. */
  plain: {
    session: '/reception/me',
    today: '/reception/today',
    rooms: '/reception/rooms',
    immigrationDue: '/reception/immigration-reports',
  },
  /** Followed by the hotel's date today (yyyy-mm-dd): the three date panels. */
  ofTheDay: {
    reservations: '/reception/reservations/date/',
    incomes: '/reception/incomes/date/',
    foodRecords: '/reception/food-revenue/date/',
  },
  /**
   * The stat cards' calls, in sequence (SPEC.md section 4): the room counts, then each revenue
   * figure with `?date={today}&paymentType={firstPaymentType}`.
   */
  stats: '/reception/get-stats',
  revenue: { room: '/reception/room-revenue', food: '/reception/food-revenue' },
} as const;

/** The stat cards' and revenue panels' payment type until the desk picks another. */
export const firstPaymentType: 'cash' | 'online' = 'cash';
