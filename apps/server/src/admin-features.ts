import { registerExpenseRoutes } from './expenses/expense.routes.ts';
import { registerExportRoutes } from './exports/export.routes.ts';
import { registerHotelSetupRoutes } from './hotels/hotel-setup.routes.ts';
import type { AdminFeature } from './reception-deps.ts';
import { registerReportRoutes } from './reports/report.routes.ts';
import { registerOvernightGuestListRoutes } from './register/register.routes.ts';
import { registerRoomSetupRoutes } from './rooms/room-setup.routes.ts';

/**
 * The owner's calls, each registered under /api/{hotel}/admin behind the token guard and the
 * adminOnly preHandler (a receptionist's token: 403 'Admins only.').
 */
export const adminFeatures: AdminFeature[] = [
  registerHotelSetupRoutes,
  registerRoomSetupRoutes,
  registerReportRoutes,
  registerExportRoutes,
  registerExpenseRoutes,
  registerOvernightGuestListRoutes,
];
