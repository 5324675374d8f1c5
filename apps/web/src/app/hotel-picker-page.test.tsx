import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../test/fetch.ts';
import { renderRoutes } from '../test/render.tsx';
import { RootLayout } from './root-layout.tsx';
import { HotelPickerPage } from '../features/hotels/components/hotel-picker-page.tsx';

const hotels = [
  {
    key: 'aureo',
    name: 'Aureo Hotel',
    address: '',
    city: 'Yangon',
    phone: '',
    timeZone: 'Asia/Yangon',
    receiptPrefix: 'AUR',
  },
  {
    key: 'swe',
    name: 'Swe Mahar Hotel',
    address: '',
    city: 'Mandalay',
    phone: '',
    timeZone: 'Asia/Yangon',
    receiptPrefix: 'SMH',
  },
];

const renderPicker = () => {
  const fetchMock = mockFetch(() => jsonResponse({ body: hotels }));
  const rendered = renderRoutes([
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <HotelPickerPage /> },
        { path: '/login', element: <p>Login screen</p> },
      ],
    },
  ]);
  return { ...rendered, fetchMock };
};

describe('HotelPickerPage', () => {
  it("is titled with the default hotel's name and offers both hotels", async () => {
    const { fetchMock } = renderPicker();
    expect(await screen.findByRole('heading', { name: 'Aureo Hotel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aureo Hotel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Swe Mahar Hotel' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/hotels');
    await waitFor(() => expect(document.title).toBe('Aureo Hotel'));
  });

  it('stores the chosen hotel and goes to /login', async () => {
    const user = userEvent.setup();
    const { router } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Swe Mahar Hotel' }));
    expect(window.localStorage.getItem('hotel')).toBe('swe');
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Swe Mahar Hotel'));
  });
});
