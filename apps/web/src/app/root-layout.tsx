import { Suspense } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useCurrentHotel } from '../features/hotels/hooks/use-current-hotel.ts';
import { PageLoader } from './route-status.tsx';

/** Wraps every route: the document is titled with the chosen hotel's name (SPEC.md section 1). */
export const RootLayout = () => {
  const hotel = useCurrentHotel();
  useDocumentTitle(hotel?.name ?? '');
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
};
