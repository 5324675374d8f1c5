import { registerCalendarRoutes } from './calendar/calendar.routes.ts';
import { registerBillRoutes } from './folio/bill.routes.ts';
import { registerCorrectionRoutes } from './folio/correction.routes.ts';
import { registerActivityRoutes } from './activity/activity.routes.ts';
import { registerFolioRoutes } from './folio/folio.routes.ts';
import { registerGuestSearchRoutes } from './guest-search/guest-search.routes.ts';
import { registerFoodRoutes } from './food/food.routes.ts';
import { registerMenuRoutes } from './food/menu.routes.ts';
import type { ReceptionFeature } from './reception-deps.ts';
import { registerImmigrationRoutes } from './register/register.routes.ts';
import { registerReceiptCopyRoutes, registerReceiptRoutes } from './receipts/receipt.routes.ts';
import { registerReservationRoutes } from './reservations/reservation.routes.ts';
import { registerIncomeRoutes } from './revenue/income.routes.ts';
import { registerStatsRoutes } from './revenue/stats.routes.ts';
import { registerRoomPriceRoutes } from './rooms/room-price.routes.ts';
import { registerRoomRoutes } from './rooms/room.routes.ts';
import { registerCheckInRoutes } from './stays/check-in.routes.ts';
import { registerGuestRoutes } from './stays/guest.routes.ts';
import { registerInStayRoutes } from './stays/in-stay.routes.ts';
import { registerShiftRoutes } from './shifts/shift.routes.ts';
import { registerTodayRoutes } from './today/today.routes.ts';

/**
 * Reception features, each registered under /api/{hotel}/reception behind the token guard
 * (request.hotel and request.caller are set: use hotelOf / callerOf).
 */
export const receptionFeatures: ReceptionFeature[] = [
  registerReservationRoutes,
  registerRoomRoutes,
  registerGuestRoutes,
  registerCheckInRoutes,
  registerIncomeRoutes,
  registerStatsRoutes,
  registerReceiptRoutes,
  registerInStayRoutes,
  registerRoomPriceRoutes,
  registerMenuRoutes,
  registerFoodRoutes,
  registerFolioRoutes,
  registerBillRoutes,
  registerCorrectionRoutes,
  registerReceiptCopyRoutes,
  registerActivityRoutes,
  registerShiftRoutes,
  registerTodayRoutes,
  registerGuestSearchRoutes,
  registerImmigrationRoutes,
  registerCalendarRoutes,
];
