/**
 * The code each path renders, as files relative to this folder (a layout and its page). One
 * table for two readers: routes.tsx loads these files lazily, and the build (vite.config.ts)
 * writes their chunks into route-preload.js, which index.html runs first so that the page's code
 * downloads beside the app's entry instead of after it (ADR 023). Plain data: vite.config.ts
 * imports it.
 */
export const routeFiles = {
  '/': ['../features/auth/components/sign-in-pages.ts'],
  '/login': ['../features/auth/components/sign-in-pages.ts'],
  '/admin-login': ['../features/auth/components/sign-in-pages.ts'],
  '/forgot-password': ['../features/auth/components/sign-in-pages.ts'],
  '/reset-password': ['../features/auth/components/sign-in-pages.ts'],
  '/dashboard': ['./reception-layout.tsx', '../features/dashboard/components/dashboard-page.tsx'],
  '/settings': ['./reception-layout.tsx', '../features/settings/components/settings-page.tsx'],
  '/admin': ['./admin-layout.tsx', '../features/admin/components/admin-page.tsx'],
  '/admin/activity': ['./admin-layout.tsx', '../features/activity/components/activity-page.tsx'],
} as const satisfies Record<string, readonly string[]>;

export type RoutePath = keyof typeof routeFiles;

/** Behind the token: without one these paths show the start page. */
export const signedInPaths: readonly RoutePath[] = [
  '/dashboard',
  '/settings',
  '/admin',
  '/admin/activity',
];
export const startPath: RoutePath = '/';
