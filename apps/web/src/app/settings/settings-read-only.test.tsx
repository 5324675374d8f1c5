import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../test/render.tsx';
import { fakeApi } from '../../test/fake-api.ts';
import { SettingsPage } from './settings-page.tsx';

const switchesOff = {
  receptionMayChangePrices: false,
  receptionMayChangeMenu: false,
  receptionMayVoidAndRefund: false,
};
const switchesOn = {
  receptionMayChangePrices: true,
  receptionMayChangeMenu: true,
  receptionMayVoidAndRefund: true,
};

/** Settings with the owner's switches as given; the session is a receptionist's. */
const renderSettings = (switches: typeof switchesOff) => {
  fakeApi((call) => {
    if (call.path === '/staff-permissions') return { body: switches };
    if (call.path === '/room-types') return { body: [{ ID: 1, Type: 'standard' }] };
    if (call.path === '/room-prices') {
      return { body: [{ ID: 11, RoomTypeID: 1, StayType: 'full-night', Price: 40000 }] };
    }
    if (call.path === '/menus') return { body: [{ ID: 1, FoodName: 'Mohinga', FoodPrice: 3000 }] };
    return undefined;
  });
  return renderRoutes([{ path: '/settings', element: <SettingsPage /> }], {
    initialPath: '/settings',
  });
};

describe('Settings with the owner’s switches', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'desk-tok');
    window.localStorage.setItem('role', 'reception');
  });

  it('switched off: prices and menu are shown read-only, with the reason', async () => {
    renderSettings(switchesOff);
    expect(
      await screen.findByText('The owner has not allowed receptionists to change room prices.'),
    ).toBeTruthy();
    expect(
      screen.getByText('The owner has not allowed receptionists to change the menu.'),
    ).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Standard' });
    const input = within(region).getByRole('textbox', { name: 'Full Night' }) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.value).toBe('40,000');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(await screen.findByText('Mohinga')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Mohinga' })).toBeNull();
  });

  it('switched on (the default): the receptionist edits both', async () => {
    renderSettings(switchesOn);
    expect(await screen.findByRole('button', { name: 'Edit Mohinga' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.queryByText(/has not allowed/)).toBeNull();
  });
});
