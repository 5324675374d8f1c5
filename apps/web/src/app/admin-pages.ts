import type { ParseKeys } from 'i18next';

/**
 * The owner's pages under /admin, in the order of the admin top bar's page links. SPEC.md's
 * Revenue Overview stays first and stays /admin; each owner page (staff, activity, hotel, rooms)
 * adds its entry here, beside its route in route-files.ts and routes.tsx.
 */
export const adminPages: readonly { path: string; label: ParseKeys }[] = [
  { path: '/admin', label: 'admin.title' },
  { path: '/admin/staff', label: 'admin.staffPage' },
  { path: '/admin/hotel', label: 'admin.hotelPage' },
  { path: '/admin/rooms', label: 'admin.roomsPage' },
  { path: '/admin/prices', label: 'admin.pricesPage' },
  { path: '/admin/activity', label: 'admin.activityPage' },
  { path: '/admin/shifts', label: 'admin.shiftsPage' },
  { path: '/admin/expenses', label: 'admin.expensesPage' },
  { path: '/admin/reports', label: 'admin.reportsPage' },
  { path: '/admin/register', label: 'admin.registerPage' },
];

/** The owner's page a path is on: its own, or the one it is under (/admin/shifts/3: Shifts). */
export const currentAdminPage = (pathname: string) =>
  adminPages.find((page) => page.path === pathname) ??
  adminPages.find((page) => page.path !== '/admin' && pathname.startsWith(`${page.path}/`));
