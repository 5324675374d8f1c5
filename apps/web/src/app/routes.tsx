import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireToken } from '../components/require-token.tsx';
import { RootLayout } from './root-layout.tsx';
import { NotFoundPage, RouteErrorPage } from './route-status.tsx';

/** One chunk per page: `lazyPage(() => import(file), 'ExportName')`. */
const lazyPage = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));

const signInPages = () => import('../features/auth/components/sign-in-pages.ts');
const HotelPickerPage = lazyPage(signInPages, 'HotelPickerPage');
const LoginPage = lazyPage(signInPages, 'LoginPage');
const AdminLoginPage = lazyPage(signInPages, 'AdminLoginPage');
const ForgotPasswordPage = lazyPage(signInPages, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(signInPages, 'ResetPasswordPage');
const ReceptionLayout = lazyPage(() => import('./reception-layout.tsx'), 'ReceptionLayout');
const AdminLayout = lazyPage(() => import('./admin-layout.tsx'), 'AdminLayout');
const DashboardPage = lazyPage(
  () => import('../features/dashboard/components/dashboard-page.tsx'),
  'DashboardPage',
);
const SettingsPage = lazyPage(
  () => import('../features/settings/components/settings-page.tsx'),
  'SettingsPage',
);
const AdminPage = lazyPage(
  () => import('../features/admin/components/admin-page.tsx'),
  'AdminPage',
);

/** The screens of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
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
        ],
      },
      {
        element: (
          <RequireToken>
            <AdminLayout />
          </RequireToken>
        ),
        children: [{ path: '/admin', element: <AdminPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
