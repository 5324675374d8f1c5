import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireToken } from '../components/require-token.tsx';
import { registerRouteChunks } from '../lib/route-preload.ts';
import { routeFiles, signedInPaths, startPath } from './route-files.ts';
import { RootLayout } from './root-layout.tsx';
import { NotFoundPage } from './route-status.tsx';

// The lazily loaded files of route-files.ts (a glob takes literal paths only; routes.tsx checks
// below that the two lists agree).
const routeModules = import.meta.glob<Record<string, ComponentType>>([
  './sign-in-pages.ts',
  './reception-layout.tsx',
  './admin-layout.tsx',
  './dashboard/dashboard-page.tsx',
  './settings-route.tsx',
  './calendar/calendar-page.tsx',
  './admin/admin-page.tsx',
  '../features/staff/components/staff-page.tsx',
  '../features/auth/components/choose-password-page.tsx',
  '../features/auth/components/reset-password-page.tsx',
  '../features/hotel-setup/components/hotel-page.tsx',
  '../features/hotel-setup/components/rooms-page.tsx',
  '../features/activity/components/activity-page.tsx',
  '../features/shifts/components/shifts-page.tsx',
  '../features/shifts/components/shift-detail-page.tsx',
  '../features/reports/components/reports-page.tsx',
  '../features/register/components/overnight-guest-list-page.tsx',
  './admin/prices-page.tsx',
  '../features/expenses/components/expenses-page.tsx',
]);

/** The route files whose code has arrived, by file: their pages render without waiting. */
const loadedModules = new Map<string, Record<string, ComponentType>>();

/** A route file's loader that remembers the module once it has arrived (see lazyPage). */
const loaderOf = (file: string) => {
  const load = routeModules[file];
  if (!load) throw new Error(`${file} is in route-files.ts but not loaded by routes.tsx`);
  return async () => {
    const module = await load();
    loadedModules.set(file, module);
    return module;
  };
};

const exportOf = (module: Record<string, ComponentType>, file: string, name: string) => {
  const component = module[name];
  if (!component) throw new Error(`${file} exports no ${name}`);
  return component;
};

/**
 * One chunk per page: `lazyPage(file, 'ExportName')`. A page whose file has already arrived (the
 * sign-in pages share one; a preload fetched the next page) renders at once: React.lazy would
 * still suspend on its first render and keep the previous page on screen for a moment, long
 * enough for someone to type into a form that is about to be replaced.
 */
const lazyPage = (file: string, name: string) => {
  const load = loaderOf(file);
  const Lazy = lazy(async () => ({ default: exportOf(await load(), file, name) }));
  const Page = () => {
    const module = loadedModules.get(file);
    if (!module) return <Lazy />;
    const Loaded = exportOf(module, file, name);
    return <Loaded />;
  };
  Page.displayName = name;
  return Page;
};

const [signInPages] = routeFiles['/'];
const [receptionLayout, dashboardPage] = routeFiles['/dashboard'];
const [, settingsPage] = routeFiles['/settings'];
const [, calendarPage] = routeFiles['/calendar'];
const [adminLayout, adminPage] = routeFiles['/admin'];
const [, staffPage] = routeFiles['/admin/staff'];
const [choosePasswordPage] = routeFiles['/choose-password'];
const [, resetPasswordPage] = routeFiles['/reset-password'];
const [, hotelPage] = routeFiles['/admin/hotel'];
const [, roomsPage] = routeFiles['/admin/rooms'];
const [, activityPage] = routeFiles['/admin/activity'];
const [, shiftsPage] = routeFiles['/admin/shifts'];
const [, shiftDetailPage] = routeFiles['/admin/shifts/:id'];
const [, reportsPage] = routeFiles['/admin/reports'];
const [, registerPage] = routeFiles['/admin/register'];
const [, pricesPage] = routeFiles['/admin/prices'];
const [, expensesPage] = routeFiles['/admin/expenses'];

const HotelPickerPage = lazyPage(signInPages, 'HotelPickerPage');
const LoginPage = lazyPage(signInPages, 'LoginPage');
const AdminLoginPage = lazyPage(signInPages, 'AdminLoginPage');
const ForgotPasswordPage = lazyPage(signInPages, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(resetPasswordPage, 'ResetPasswordPage');
const ReceptionLayout = lazyPage(receptionLayout, 'ReceptionLayout');
const AdminLayout = lazyPage(adminLayout, 'AdminLayout');
const DashboardPage = lazyPage(dashboardPage, 'DashboardPage');
const SettingsPage = lazyPage(settingsPage, 'SettingsRoute');
const CalendarPage = lazyPage(calendarPage, 'CalendarPage');
const AdminPage = lazyPage(adminPage, 'AdminPage');
const StaffPage = lazyPage(staffPage, 'StaffPage');
const ChoosePasswordPage = lazyPage(choosePasswordPage, 'ChoosePasswordPage');
const HotelPage = lazyPage(hotelPage, 'HotelPage');
const RoomsPage = lazyPage(roomsPage, 'RoomsPage');
const ActivityPage = lazyPage(activityPage, 'ActivityPage');
const ShiftsPage = lazyPage(shiftsPage, 'ShiftsPage');
const ShiftDetailPage = lazyPage(shiftDetailPage, 'ShiftDetailPage');
const ReportsPage = lazyPage(reportsPage, 'ReportsPage');
const OvernightGuestListPage = lazyPage(registerPage, 'OvernightGuestListPage');
const PricesPage = lazyPage(pricesPage, 'PricesPage');
const ExpensesPage = lazyPage(expensesPage, 'ExpensesPage');

registerRouteChunks(
  Object.fromEntries(
    Object.entries(routeFiles).map(([path, files]) => [
      path,
      {
        chunks: files.map(loaderOf),
        signedIn: (signedInPaths as readonly string[]).includes(path),
      },
    ]),
  ),
  startPath,
);

/** The screens of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HotelPickerPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/admin-login', element: <AdminLoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        element: (
          <RequireToken>
            <ReceptionLayout />
          </RequireToken>
        ),
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/settings', element: <SettingsPage /> },
          { path: '/calendar', element: <CalendarPage /> },
        ],
      },
      {
        element: (
          <RequireToken>
            <AdminLayout />
          </RequireToken>
        ),
        children: [
          { path: '/admin', element: <AdminPage /> },
          { path: '/admin/activity', element: <ActivityPage /> },
          { path: '/admin/shifts', element: <ShiftsPage /> },
          { path: '/admin/shifts/:id', element: <ShiftDetailPage /> },
          { path: '/admin/reports', element: <ReportsPage /> },
          { path: '/admin/staff', element: <StaffPage /> },
          { path: '/admin/hotel', element: <HotelPage /> },
          { path: '/admin/rooms', element: <RoomsPage /> },
          { path: '/admin/register', element: <OvernightGuestListPage /> },
          { path: '/admin/prices', element: <PricesPage /> },
          { path: '/admin/expenses', element: <ExpensesPage /> },
        ],
      },
      {
        path: '/choose-password',
        element: (
          <RequireToken>
            <ChoosePasswordPage />
          </RequireToken>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
