import { Component, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PlainButton,
  PlainButtonLink,
  PlainCenter,
  PlainDimmedText,
  PlainLoader,
  PlainStack,
  PlainTitle,
} from '../components/plain/layout.tsx';
import { reloadAt } from '../lib/navigation.ts';

/** Shown while a page's code loads. */
export const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <PlainCenter minHeight="60vh">
      <PlainLoader label={t('common.loading')} />
    </PlainCenter>
  );
};

/**
 * A layout's page: a loader in its place while its code arrives, the layout around it staying on
 * screen (navigations are not transitions, so the old page never lingers under the new URL).
 */
export const PageOutlet = () => (
  <Suspense fallback={<PageLoader />}>
    <Outlet />
  </Suspense>
);

/** Any unknown path. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <PlainCenter minHeight="100vh">
      <PlainStack align="center">
        <PlainTitle>{t('notFound.title')}</PlainTitle>
        <PlainButtonLink to="/">{t('notFound.goToStart')}</PlainButtonLink>
      </PlainStack>
    </PlainCenter>
  );
};

/** A page failed to render (or its code failed to load, e.g. after a deploy). */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  return (
    <PlainCenter minHeight="100vh">
      <PlainStack align="center">
        <PlainTitle>{t('appError.title')}</PlainTitle>
        <PlainDimmedText>{window.location.pathname}</PlainDimmedText>
        <PlainButton onClick={() => reloadAt(window.location.pathname)}>
          {t('appError.reload')}
        </PlainButton>
      </PlainStack>
    </PlainCenter>
  );
};

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The path shown: moving to another page clears an earlier failure. */
  path: string;
}

/** Shows RouteErrorPage in place of a page that threw or whose code failed to load. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (previous.path !== this.props.path && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
