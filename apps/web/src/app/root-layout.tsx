import { useDocumentTitle } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useCurrentHotel } from '../features/hotels/hooks/use-current-hotel.ts';
import { PageOutlet, RouteErrorBoundary } from './route-status.tsx';

/**
 * Wraps every route: the document is titled with the chosen hotel's name (SPEC.md section 1), a
 * page whose code is on its way shows a loader, and a page that fails shows RouteErrorPage.
 */
export const RootLayout = () => {
  const hotel = useCurrentHotel();
  useDocumentTitle(hotel?.name ?? '');
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary path={pathname}>
      <PageOutlet />
    </RouteErrorBoundary>
  );
};
