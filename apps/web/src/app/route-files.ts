/**
 * The code each path renders, as files relative to this folder (a layout and its page). One
 * table for two readers: routes.tsx loads these files lazily, and the build (vite.config.ts)
 * writes their chunks into route-preload.js, which index.html runs first so that the page's code
 * downloads beside the app's entry instead of after it (ADR 023). Plain data: vite.config.ts
 * imports it.
 */
export const routeFiles = {
  '/': ['./sign-in-pages.ts'],
  '/login': ['./sign-in-pages.ts'],
  '/admin-login': ['./sign-in-pages.ts'],
  '/forgot-password': ['./sign-in-pages.ts'],
  // The reset page (reached from an e-mailed link) and the sign-in pages it links back to: its
  // Checkbox stays off the first screen (ADR 049), and Log In never waits for code (ADR 015).
  '/reset-password': ['./sign-in-pages.ts', '../features/auth/components/reset-password-page.tsx'],
  '/dashboard': ['./reception-layout.tsx', './dashboard/dashboard-page.tsx'],
  '/settings': ['./reception-layout.tsx', './settings-route.tsx'],
  '/calendar': ['./reception-layout.tsx', './calendar/calendar-page.tsx'],
  '/admin': ['./admin-layout.tsx', './admin/admin-page.tsx'],
  '/admin/staff': ['./admin-layout.tsx', '../features/staff/components/staff-page.tsx'],
  '/choose-password': ['../features/auth/components/choose-password-page.tsx'],
  '/admin/hotel': ['./admin-layout.tsx', '../features/hotel-setup/components/hotel-page.tsx'],
  '/admin/rooms': ['./admin-layout.tsx', '../features/hotel-setup/components/rooms-page.tsx'],
  '/admin/activity': ['./admin-layout.tsx', '../features/activity/components/activity-page.tsx'],
  '/admin/shifts': ['./admin-layout.tsx', '../features/shifts/components/shifts-page.tsx'],
  // One shift (ADR 080): its own chunk; a path with its id, so no first-load preload matches it.
  '/admin/shifts/:id': [
    './admin-layout.tsx',
    '../features/shifts/components/shift-detail-page.tsx',
  ],
  '/admin/reports': ['./admin-layout.tsx', '../features/reports/components/reports-page.tsx'],
  '/admin/prices': ['./admin-layout.tsx', './admin/prices-page.tsx'],
  '/admin/expenses': ['./admin-layout.tsx', '../features/expenses/components/expenses-page.tsx'],
  '/admin/register': [
    './admin-layout.tsx',
    '../features/register/components/overnight-guest-list-page.tsx',
  ],
} as const satisfies Record<string, readonly string[]>;

export type RoutePath = keyof typeof routeFiles;

/** Behind the token: without one these paths show the start page. */
export const signedInPaths: readonly RoutePath[] = [
  '/dashboard',
  '/settings',
  '/calendar',
  '/admin',
  '/admin/staff',
  '/choose-password',
  '/admin/hotel',
  '/admin/rooms',
  '/admin/activity',
  '/admin/shifts',
  '/admin/shifts/:id',
  '/admin/reports',
  '/admin/prices',
  '/admin/register',
  '/admin/expenses',
];
export const startPath: RoutePath = '/';
