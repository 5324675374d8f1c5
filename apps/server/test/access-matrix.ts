/**
 * Who may call each route of the API: the table authorization-matrix.test.ts checks every route
 * of the OpenAPI document against, with a request per entity route for the other hotel's ids.
 */
export type Access = 'public' | 'signed-in' | 'reception' | 'admin';

export interface RouteRule {
  access: Access;
  /**
   * For routes naming an entity by id: a request (path params and body) that would succeed for
   * the entity's own hotel; used to show the other hotel's ids answer 404.
   */
  otherHotelsEntity?: (ids: OtherHotelIds) => { params: Record<string, string>; body?: unknown };
}

export interface OtherHotelIds {
  reservationId: number;
  guestId: number;
  priceId: number;
  menuId: number;
  staffId: number;
  roomId: number;
  roomTypeId: number;
}

export const guestIdentity = {
  name: 'Aye Aye',
  nationalId: '12/PaBaTa(N)123456',
  phone: '09 420 111 222',
};

export const reservationBody = {
  name: 'Aye Aye',
  nationalId: '12/PaBaTa(N)123456',
  phone: '09 420 111 222',
  guestCount: 1,
  roomCount: 1,
  roomType: 'full-night',
  checkinDate: '2026-11-25T14:00:00Z',
  checkoutDate: '2026-11-26T12:00:00Z',
  extraBed: false,
  paymentType: 'none',
  amountPaid: 0,
};

export const accessMatrix: Record<string, RouteRule> = {
  'POST /api/{hotel}/login': { access: 'public' },
  'POST /api/{hotel}/admin-login': { access: 'public' },
  'POST /api/{hotel}/forgot-password': { access: 'public' },
  'POST /api/{hotel}/reset-password': { access: 'public' },
  'GET /api/{hotel}/details': { access: 'public' },
  'POST /api/{hotel}/logout': { access: 'signed-in' },
  'GET /api/{hotel}/reception/me': { access: 'reception' },
  'POST /api/{hotel}/reception/create-reservation': { access: 'reception' },
  'PUT /api/{hotel}/reception/reservations/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.reservationId) },
      body: reservationBody,
    }),
  },
  'DELETE /api/{hotel}/reception/reservations/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.reservationId) } }),
  },
  'POST /api/{hotel}/reception/reservations/{id}/no-show': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.reservationId) } }),
  },
  'GET /api/{hotel}/reception/reservations/date/{date}': { access: 'reception' },
  'GET /api/{hotel}/reception/rooms': { access: 'reception' },
  'GET /api/{hotel}/reception/rooms/{room}': { access: 'reception' },
  'PUT /api/{hotel}/reception/rooms/{roomNumber}': { access: 'reception' },
  'GET /api/{hotel}/reception/room-types': { access: 'reception' },
  'GET /api/{hotel}/reception/room-prices': { access: 'reception' },
  'POST /api/{hotel}/reception/create-guest': { access: 'reception' },
  'GET /api/{hotel}/reception/guests/current/{room}': { access: 'reception' },
  'GET /api/{hotel}/reception/guests/{id}/folio': { access: 'reception' },
  'PUT /api/{hotel}/reception/guests/checkout/{room}': { access: 'reception' },
  'POST /api/{hotel}/reception/check-in': { access: 'reception' },
  'POST /api/{hotel}/reception/create-income': { access: 'reception' },
  'GET /api/{hotel}/reception/incomes/date/{date}': { access: 'reception' },
  'GET /api/{hotel}/reception/get-stats': { access: 'reception' },
  'GET /api/{hotel}/reception/room-revenue': { access: 'reception' },
  'POST /api/{hotel}/reception/receipt-numbers': { access: 'reception' },
  'PUT /api/{hotel}/reception/guests/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.guestId) }, body: guestIdentity }),
  },
  'POST /api/{hotel}/reception/incomes/{id}/void': { access: 'admin' },
  'POST /api/{hotel}/reception/food-revenues/{id}/void': { access: 'admin' },
  'POST /api/{hotel}/reception/guests/{id}/refunds': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { amount: 1000, paymentMethod: 'cash', reason: 'Overpaid' },
    }),
  },
  'GET /api/{hotel}/reception/receipts/{number}': { access: 'reception' },
  'POST /api/{hotel}/reception/guests/{id}/payments': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { amount: 1000, paymentMethod: 'cash' },
    }),
  },
  'POST /api/{hotel}/reception/guests/{id}/charges': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { description: 'Laundry', amount: 1000 },
    }),
  },
  'POST /api/{hotel}/reception/guests/{id}/extend-days': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { checkoutDate: '2026-12-20', paymentMethod: 'cash' },
    }),
  },
  'POST /api/{hotel}/reception/guests/{id}/extend-hours': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { hours: 1, paymentMethod: 'cash' },
    }),
  },
  'POST /api/{hotel}/reception/guests/{id}/extend-long-stay': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { checkoutDate: '2026-12-20', pricePerDay: 1000, paymentMethod: 'cash' },
    }),
  },
  'POST /api/{hotel}/reception/swap-room': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: {},
      body: { guestID: String(ids.guestId), currentRoomNumber: '101', newRoomNumber: '102' },
    }),
  },
  'PUT /api/{hotel}/reception/room-prices/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.priceId) }, body: { Price: 1000 } }),
  },
  'GET /api/{hotel}/reception/menus': { access: 'reception' },
  'POST /api/{hotel}/reception/create-menu': { access: 'reception' },
  'PUT /api/{hotel}/reception/menu/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.menuId) },
      body: { FoodName: 'Tea', FoodPrice: 500 },
    }),
  },
  'DELETE /api/{hotel}/reception/menu/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.menuId) } }),
  },
  'POST /api/{hotel}/reception/food-orders': { access: 'reception' },
  'POST /api/{hotel}/reception/create-food-order': { access: 'reception' },
  'GET /api/{hotel}/reception/guest-food-orders': { access: 'reception' },
  'POST /api/{hotel}/reception/create-food-revenue': { access: 'reception' },
  'GET /api/{hotel}/reception/food-revenue/date/{date}': { access: 'reception' },
  'GET /api/{hotel}/reception/food-revenue': { access: 'reception' },
  'GET /api/{hotel}/reception/drink-stock-summary': { access: 'reception' },
  // Staff accounts and the owner's switches (ADR 035).
  'POST /api/{hotel}/reception/password': { access: 'reception' },
  'GET /api/{hotel}/reception/staff-permissions': { access: 'reception' },
  'PUT /api/{hotel}/reception/staff-permissions': { access: 'admin' },
  'GET /api/{hotel}/reception/staff': { access: 'admin' },
  'GET /api/{hotel}/reception/shifts/current': { access: 'reception' },
  'POST /api/{hotel}/reception/shifts': { access: 'reception' },
  'POST /api/{hotel}/reception/shifts/current/close': { access: 'reception' },
  'GET /api/{hotel}/reception/shifts/{id}/report': { access: 'reception' },
  'GET /api/{hotel}/reception/admin/shifts': { access: 'admin' },
  'GET /api/{hotel}/reception/admin/shifts/{id}': { access: 'admin' },
  'POST /api/{hotel}/reception/staff': { access: 'admin' },
  'PATCH /api/{hotel}/reception/staff/{id}': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.staffId) },
      body: { name: 'Mallory' },
    }),
  },
  'POST /api/{hotel}/reception/staff/{id}/reset-password': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.staffId) }, body: {} }),
  },
  'POST /api/{hotel}/reception/staff/{id}/deactivate': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.staffId) } }),
  },
  'POST /api/{hotel}/reception/staff/{id}/reactivate': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.staffId) } }),
  },
  'GET /api/{hotel}/admin/hotel': { access: 'admin' },
  'PUT /api/{hotel}/admin/hotel': { access: 'admin' },
  'GET /api/{hotel}/admin/rooms': { access: 'admin' },
  'POST /api/{hotel}/admin/rooms': { access: 'admin' },
  'PUT /api/{hotel}/admin/rooms/{id}': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.roomId) }, body: { floor: 5 } }),
  },
  'POST /api/{hotel}/admin/rooms/{id}/out-of-service': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.roomId) } }),
  },
  'POST /api/{hotel}/admin/rooms/{id}/back-in-service': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.roomId) } }),
  },
  'GET /api/{hotel}/admin/room-types': { access: 'admin' },
  'POST /api/{hotel}/admin/room-types': { access: 'admin' },
  'PUT /api/{hotel}/admin/room-types/{id}': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.roomTypeId) },
      body: { name: 'Suite' },
    }),
  },
  'DELETE /api/{hotel}/admin/room-types/{id}': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.roomTypeId) } }),
  },
  'GET /api/{hotel}/admin/reports': { access: 'admin' },
  'GET /api/{hotel}/admin/expenses': { access: 'admin' },
  'POST /api/{hotel}/admin/expenses': { access: 'admin' },
  'GET /api/{hotel}/admin/exports/incomes.csv': { access: 'admin' },
  'GET /api/{hotel}/admin/exports/food-orders.csv': { access: 'admin' },
  'GET /api/{hotel}/admin/exports/stays.csv': { access: 'admin' },
  'GET /api/{hotel}/admin/exports/register.csv': { access: 'admin' },
  'GET /api/{hotel}/reception/admin/activity': { access: 'admin' },
  'GET /api/{hotel}/admin/register': { access: 'admin' },
  'GET /api/{hotel}/reception/immigration-reports': { access: 'reception' },
  'POST /api/{hotel}/reception/guests/{id}/immigration-report': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.guestId) } }),
  },
  'GET /api/{hotel}/reception/admin/activity/users': { access: 'admin' },
  'GET /api/{hotel}/reception/today': { access: 'reception' },
  'GET /api/{hotel}/reception/calendar': { access: 'reception' },
  'GET /api/{hotel}/reception/guests/search': { access: 'reception' },
  'GET /api/{hotel}/reception/guests/{id}/history': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.guestId) } }),
  },
};

/** Sample values for path parameters: harmless, of the hotel in the path. */
