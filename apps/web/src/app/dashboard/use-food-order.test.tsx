import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoomGrid } from '../../features/rooms/components/room-grid.tsx';
import { aRoom } from '../../features/rooms/test/room-fixtures.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { aGuest } from '../../test/records.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useFoodOrder } from './use-food-order.tsx';

/** The room grid with Food Order passed in, as the dashboard composes them. */
const GridWithFoodOrder = () => {
  const foodOrder = useFoodOrder();
  return (
    <>
      <RoomGrid
        stayActions={{ foodOrder: foodOrder.start }}
        preloadStayActions={foodOrder.preload}
      />
      {foodOrder.dialog}
    </>
  );
};

describe('Food Order from the room grid', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it("opens for the room's guest and gives focus back to the room card when cancelled", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) => {
      if (call.path === '/guests/current/101') return { body: aGuest({ Name: 'Daw Hla' }) };
      if (call.path === '/menus') return { body: [] };
      return { body: [aRoom('101', 1, 2)] };
    });
    renderWithProviders(<GridWithFoodOrder />);
    const card = await screen.findByRole('button', { name: 'Room 101, Full Night' });
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Food Order' }));

    const dialog = await screen.findByRole('dialog', { name: '101 | Food Order' });
    expect(await within(dialog).findByText('Daw Hla')).toBeTruthy();
    expect(calls.some((call) => call.path === '/guests/current/101')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});
