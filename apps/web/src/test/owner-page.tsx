import { afterEach, beforeEach, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setDisplayDigits, setDisplayLanguage } from '../i18n/display-locale.ts';
import { FakeSocket } from './fake-socket.ts';
import { jsonResponse, mockFetch } from './fetch.ts';
import { renderRoutes } from './render.tsx';

/** The owner of aureo, as GET /reception/me answers on the owner's pages. */
export const ownerSession = {
  hotel: { key: 'aureo', name: 'Aureo Hotel', timeZone: 'Asia/Yangon' },
  user: { name: 'Daw Aye Owner', role: 'admin' },
};

/**
 * Registers the hooks of an owner's page test: the owner signed in on this desk with a fake
 * live-updates socket, and the desk back in English with Latin digits after each test.
 */
export const useOwnerDesk = () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'admin-tok');
  });
  afterEach(() => {
    act(() => {
      setDisplayLanguage('en');
      setDisplayDigits('latn');
    });
  });
};

/**
 * Renders an owner's page at its path over a fake API: the owner's session, then what `answer`
 * says of each other call (a 404 when it says nothing). Returns the fetch mock.
 */
export const renderOwnerPage = (
  path: string,
  page: ReactElement,
  answer: (url: URL) => Response | undefined,
  /** Where the desk opens, when the address carries more than the route (a query). */
  initialPath = path,
) => {
  const fetchMock = mockFetch((text) => {
    const url = new URL(text, 'http://desk');
    if (url.pathname.endsWith('/reception/me')) return jsonResponse({ body: ownerSession });
    return answer(url) ?? jsonResponse({ status: 404, body: { message: 'Not found' } });
  });
  renderRoutes([{ path, element: page }], { initialPath });
  return fetchMock;
};
