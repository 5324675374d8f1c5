import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render.tsx';
import { fakeApi } from '../../test/fake-api.ts';
import { useOwnerDesk } from '../../test/owner-page.tsx';
import { PricesPage } from './prices-page.tsx';

/** The owner's /admin/prices over a fake API whose receptionists may change nothing. */
const renderPrices = () => {
  let fullNight = 40000;
  const api = fakeApi((call) => {
    if (call.path === '/staff-permissions') {
      return {
        body: {
          receptionMayChangePrices: false,
          receptionMayChangeMenu: false,
          receptionMayVoidAndRefund: false,
        },
      };
    }
    if (call.path === '/room-types') return { body: [{ ID: 1, Type: 'standard' }] };
    if (call.path === '/room-prices') {
      return { body: [{ ID: 11, RoomTypeID: 1, StayType: 'full-night', Price: fullNight }] };
    }
    if (call.path === '/menus') return { body: [{ ID: 1, FoodName: 'Mohinga', FoodPrice: 3000 }] };
    if (call.method === 'PUT' && call.path === '/room-prices/11') {
      fullNight = (call.body as { Price: number }).Price;
      return { body: [{ ID: 11, RoomTypeID: 1, StayType: 'full-night', Price: fullNight }] };
    }
    return undefined;
  });
  renderRoutes([{ path: '/admin/prices', element: <PricesPage /> }], {
    initialPath: '/admin/prices',
  });
  return api;
};

describe('/admin/prices, the owner’s room prices and menu (issue 44)', () => {
  useOwnerDesk();

  it('are the owner’s to change, whatever the receptionists’ switches say', async () => {
    const user = userEvent.setup();
    const { calls } = renderPrices();
    const region = await screen.findByRole('region', { name: 'Standard' });
    const price = within(region).getByRole('textbox', { name: 'Full Night' }) as HTMLInputElement;
    await waitFor(() => expect(price).toHaveValue('40,000'));
    expect(price).not.toHaveAttribute('readonly');
    expect(screen.queryByText(/has not allowed/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Mohinga' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();

    // Typed as the page shows prices: 45,000 is sent as 45000.
    await user.clear(price);
    await user.type(price, '45,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Room prices updated successfully!')).toBeInTheDocument();
    const write = calls.find((call) => call.method === 'PUT' && call.path === '/room-prices/11');
    expect(write?.body).toMatchObject({ Price: 45000 });
    expect(price).toHaveValue('45,000');
  });
});
