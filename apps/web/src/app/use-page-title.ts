import { useEffect } from 'react';

/**
 * The window's title while a page is shown: the page's own name, then the hotel's ('Reports ·
 * Aureo Hotel'), so that tabs, the history and a printout's header name the page (ADR 083). The
 * title the document had comes back when the page goes.
 */
export const usePageTitle = (page: string, hotelName: string) => {
  const title = hotelName ? `${page} · ${hotelName}` : page;
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
};
