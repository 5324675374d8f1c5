import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { refetchForEvent } from '../../../lib/query-keys.ts';
import { fakeApi, type FakeCall } from '../../../test/fake-api.ts';
import { FoodMenuManagement } from './food-menu-management.tsx';

/** A menu kept by a fake server: POST adds, PUT edits, DELETE removes. */
const fakeMenuServer = (fail: Partial<Record<string, boolean>> = {}) => {
  let nextId = 3;
  let menu = [
    { ID: 1, FoodName: 'Fried Rice', FoodPrice: 5000 },
    { ID: 2, FoodName: 'Tiger can', FoodPrice: 3500 },
  ];
  return fakeApi((call: FakeCall) => {
    if (fail[call.method]) return { status: 500, body: { message: 'down' } };
    const body = call.body as { FoodName: string; FoodPrice: number } | undefined;
    const id = Number(call.path.split('/').pop());
    if (call.method === 'POST') {
      const item = { ID: nextId++, ...body! };
      menu = [...menu, item];
      return { status: 201, body: item };
    }
    if (call.method === 'PUT') {
      const item = { ID: id, FoodName: body!.FoodName, FoodPrice: body!.FoodPrice };
      menu = menu.map((m) => (m.ID === id ? item : m));
      return { body: item };
    }
    if (call.method === 'DELETE') {
      const item = menu.find((m) => m.ID === id);
      menu = menu.filter((m) => m.ID !== id);
      return { body: item };
    }
    return { body: menu };
  });
};

const rows = () => screen.getAllByTestId('menu-row').map((row) => row.textContent);

const closeNotice = async (
  user: ReturnType<typeof userEvent.setup>,
  kind: string,
  text: string,
) => {
  const notice = await screen.findByRole('dialog', { name: kind });
  expect(notice.textContent).toContain(text);
  await user.click(within(notice).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: kind })).toBeNull());
};

describe('Food Menu Management', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('adds, edits and deletes (after asking) a menu item', async () => {
    const user = userEvent.setup();
    const { calls } = fakeMenuServer();
    renderWithProviders(<FoodMenuManagement />);
    await waitFor(() => expect(rows()).toEqual(['Fried Rice5,000 Ks', 'Tiger can3,500 Ks']));

    await user.type(screen.getByPlaceholderText('Food Name'), '  Mohinga ');
    await user.type(screen.getByPlaceholderText('Price'), '3000');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await closeNotice(user, 'Success', 'Menu item added successfully!');
    await waitFor(() => expect(rows()).toContain('Mohinga3,000 Ks'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      FoodName: 'Mohinga',
      FoodPrice: 3000,
    });

    await user.click(screen.getByRole('button', { name: 'Edit Mohinga' }));
    const name = screen.getByDisplayValue('Mohinga');
    await user.clear(name);
    await user.type(name, 'Mohinga (large)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await closeNotice(user, 'Success', 'Menu item updated successfully!');
    await waitFor(() => expect(rows()).toContain('Mohinga (large)3,000 Ks'));

    await user.click(screen.getByRole('button', { name: 'Delete Mohinga (large)' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Are you sure you want to delete Mohinga (large)?');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await closeNotice(user, 'Success', 'Menu item deleted successfully!');
    await waitFor(() => expect(rows()).toEqual(['Fried Rice5,000 Ks', 'Tiger can3,500 Ks']));
  });

  it('needs both a name and a price, and sends nothing without them', async () => {
    const user = userEvent.setup();
    const { calls } = fakeMenuServer();
    renderWithProviders(<FoodMenuManagement />);
    await user.type(screen.getByPlaceholderText('Food Name'), '   ');
    await user.type(screen.getByPlaceholderText('Price'), '100');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await closeNotice(user, 'Error', 'Please fill in both food name and price.');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('says when the menu could not be changed', async () => {
    const user = userEvent.setup();
    fakeMenuServer({ POST: true, DELETE: true });
    renderWithProviders(<FoodMenuManagement />);
    await user.type(screen.getByPlaceholderText('Food Name'), 'Tea');
    await user.type(screen.getByPlaceholderText('Price'), '500');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await closeNotice(user, 'Error', 'Failed to add menu item. Please try again.');
    await user.click(await screen.findByRole('button', { name: 'Delete Tiger can' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await closeNotice(user, 'Error', 'Failed to delete menu item. Please try again.');
  });

  it('closes an edit or a question whose item another desk took off the menu, and says so', async () => {
    const user = userEvent.setup();
    let menu = [
      { ID: 1, FoodName: 'Fried Rice', FoodPrice: 5000 },
      { ID: 2, FoodName: 'Tiger can', FoodPrice: 3500 },
    ];
    const { calls } = fakeApi(() => ({ body: menu }));
    const queryClient = createTestQueryClient();
    renderWithProviders(<FoodMenuManagement />, queryClient);
    /** Another desk takes an item off the menu; this desk hears 'menu_updated'. */
    const takenOffElsewhere = async (id: number) => {
      menu = menu.filter((item) => item.ID !== id);
      await refetchForEvent(queryClient, { type: 'menu_updated' });
    };

    await user.click(await screen.findByRole('button', { name: 'Edit Tiger can' }));
    const name = screen.getByDisplayValue('Tiger can');
    await user.clear(name);
    await user.type(name, 'Tiger');
    await takenOffElsewhere(2);
    await closeNotice(user, 'Error', 'Tiger can was taken off the menu on another desk.');
    expect(rows()).toEqual(['Fried Rice5,000 Ks']);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Fried Rice' }));
    await screen.findByText('Are you sure you want to delete Fried Rice?');
    await takenOffElsewhere(1);
    await closeNotice(user, 'Error', 'Fried Rice was taken off the menu on another desk.');
    expect(screen.queryByText('Are you sure you want to delete Fried Rice?')).toBeNull();
    expect(screen.getByText('No menu items found')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
