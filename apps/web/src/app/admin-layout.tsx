import './styles/signed-in.ts';
import { lazy, Suspense } from 'react';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LiveUpdatesBanner } from '../components/live-updates-banner.tsx';
import { reloadAt } from '../lib/navigation.ts';
import { useHotelSocket } from '../lib/socket/use-hotel-socket.ts';
import { adminPages, currentAdminPage } from './admin-pages.ts';
import { PageOutlet } from './route-status.tsx';
import { useSessionRedirect } from './session-redirect.ts';
import { ChangePasswordButton } from './change-password-button.tsx';
import { SignedInShell } from './signed-in-shell.tsx';
import { TopBar, useHotelName } from './top-bar.tsx';
import { usePageTitle } from './use-page-title.ts';
import { SignedInData } from '../components/signed-in-data.tsx';

// The desk's immigration reminder on the owner's pages too (issue 44), in a chunk of its own.
const ImmigrationFlag = lazy(() =>
  import('../features/register/components/immigration-flag.tsx').then((m) => ({
    default: m.ImmigrationFlag,
  })),
);

/**
 * The frame of /admin: the same top bar as reception (hotel, user, date, Logout), titled Revenue
 * Overview on /admin and each owner page's own name elsewhere (a click reloads /admin), with Back
 * to /admin-login. Back keeps the token (SPEC.md section 2); Logout revokes it.
 */
const AdminFrame = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const live = useHotelSocket();
  const { pathname } = useLocation();
  const redirect = useSessionRedirect(true);
  const current = currentAdminPage(pathname);
  const title = current?.label ?? 'admin.title';
  usePageTitle(t(title), useHotelName());
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <SignedInShell
      header={
        <TopBar title={t(title)} onTitleClick={() => reloadAt('/admin')}>
          <ChangePasswordButton />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => void navigate('/admin-login')}
          >
            {t('common.back')}
          </Button>
        </TopBar>
      }
    >
      <LiveUpdatesBanner status={live.status} onReconnect={live.reconnect} />
      {adminPages.length > 1 && (
        <Group component="nav" gap="xs" mb="md" aria-label={t('admin.pages')}>
          {adminPages.map((page) => (
            <Button
              key={page.path}
              size="xs"
              variant={current === page ? 'filled' : 'default'}
              aria-current={current === page ? 'page' : undefined}
              onClick={() => void navigate(page.path)}
            >
              {t(page.label)}
            </Button>
          ))}
        </Group>
      )}
      <Suspense fallback={null}>
        <ImmigrationFlag />
      </Suspense>
      <PageOutlet />
    </SignedInShell>
  );
};

/** AdminFrame with the signed-in screens' server data around it (SignedInData). */
export const AdminLayout = () => (
  <SignedInData>
    <AdminFrame />
  </SignedInData>
);
