import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { aRoom, fakeApi, type FakeCall } from '../test/room-fixtures.ts';
import { RoomGrid } from './room-grid.tsx';

const buttonsOf = (dialogName: string) =>
  within(screen.getByRole('dialog', { name: dialogName }))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '');

describe('RoomGrid', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('groups rooms by floor, floors by number and rooms by number, with floor names', async () => {
    fakeApi(() => ({
      body: [
        aRoom('1202', 12),
        aRoom('102', 1, 2),
        aRoom('801', 8, 5),
        aRoom('10', 1, 4),
        aRoom('9', 1, 3),
        aRoom('2101', 21, 6),
        aRoom('201', 2, 7),
        aRoom('101', 1, 99),
      ],
    }));
    renderWithProviders(<RoomGrid />);
    expect(screen.getByRole('heading', { name: 'Room Overview' })).toBeTruthy();
    expect(screen.getByLabelText('Loading rooms')).toBeTruthy();
    await screen.findAllByTestId('room-card');

    const floors = screen.getAllByRole('region').map((floor) => ({
      name: floor.getAttribute('aria-label'),
      rooms: within(floor)
        .getAllByTestId('room-card')
        .map((card) => card.getAttribute('aria-label')),
    }));
    expect(floors).toEqual([
      {
        name: 'First',
        rooms: [
          'Room 9, Daycation',
          'Room 10, Session',
          // An unknown status shows as Available.
          'Room 101, Available',
          'Room 102, Full Night',
        ],
      },
      { name: 'Second', rooms: ['Room 201, Long Stay'] },
      { name: 'GH First', rooms: ['Room 801, Housekeeping'] },
      { name: 'Twelfth', rooms: ['Room 1202, Available'] },
      { name: 'Floor 21', rooms: ['Room 2101, Maintenance'] },
    ]);
    const card = screen.getByRole('button', { name: 'Room 102, Full Night' });
    expect(card.textContent).toBe('102Full Night');
    expect(card.querySelector('svg')).toBeTruthy();
  });

  it("says 'Failed to load rooms' when the rooms cannot be loaded", async () => {
    fakeApi(() => ({ status: 500, body: { message: 'down' } }));
    renderWithProviders(<RoomGrid />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load rooms');
  });

  it('offers the four check-ins, Housekeeping and Maintenance for an available room', async () => {
    const user = userEvent.setup();
    let status = 1;
    const { calls } = fakeApi((call) => {
      if (call.method === 'PUT') status = (call.body as { status: number }).status;
      return { body: call.method === 'PUT' ? aRoom('101', 1, status) : [aRoom('101', 1, status)] };
    });
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Available' }));
    expect(buttonsOf('Room 101')).toEqual([
      'Full Night',
      'Daycation',
      'Session',
      'Long Stay',
      'Housekeeping',
      'Maintenance',
    ]);
    await user.click(screen.getByRole('button', { name: 'Maintenance' }));
    expect(await screen.findByRole('button', { name: 'Room 101, Maintenance' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/rooms/101',
      body: { status: 6 },
    });
  });

  it.each([
    [
      2,
      'Full Night',
      ['Guest Details', 'Extend by Day', 'Extend by Hour', 'Room Swap', 'Food Order', 'Checkout'],
    ],
    [3, 'Daycation', ['Guest Details', 'Extend by Hour', 'Room Swap', 'Food Order', 'Checkout']],
    [4, 'Session', ['Guest Details', 'Extend by Hour', 'Room Swap', 'Food Order', 'Checkout']],
    [7, 'Long Stay', ['Guest Details', 'Extend by Day', 'Room Swap', 'Food Order', 'Checkout']],
  ])('offers the options of an occupied room in status %i (%s)', async (status, label, options) => {
    const user = userEvent.setup();
    fakeApi(() => ({ body: [aRoom('101', 1, status)] }));
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: `Room 101, ${label}` }));
    expect(buttonsOf('Room 101')).toEqual(options);
  });

  it('says an option of another feature is not available yet, or runs its handler', async () => {
    const user = userEvent.setup();
    const swapped: string[] = [];
    fakeApi(() => ({ body: [aRoom('101', 1, 2)] }));
    renderWithProviders(<RoomGrid stayActions={{ roomSwap: (room) => swapped.push(room.Room) }} />);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Full Night' }));
    await user.click(screen.getByRole('button', { name: 'Extend by Day' }));
    const message = screen.getByRole('dialog', { name: 'Extend by Day' });
    expect(message.textContent).toContain('Extend by Day is not available yet.');
    await user.click(within(message).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Room 101, Full Night' }));
    await user.click(screen.getByRole('button', { name: 'Room Swap' }));
    expect(swapped).toEqual(['101']);
  });

  it('checks out after the confirmation: guest checkout, then Housekeeping (409 is fine)', async () => {
    const user = userEvent.setup();
    let checkedOut = false;
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.path === '/guests/checkout/101') {
        checkedOut = true;
        return { body: {} };
      }
      if (call.method === 'PUT') return { status: 409, body: { message: 'Already done.' } };
      return { body: [aRoom('101', 1, checkedOut ? 5 : 2)] };
    });
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Full Night' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByText('Do you want to check out the guest in room 101?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('button', { name: 'Room 101, Housekeeping' })).toBeTruthy();
    expect(
      calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]),
    ).toEqual([
      ['/guests/checkout/101', undefined],
      ['/rooms/101', { status: 5 }],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  it('asks before setting a housekeeping room available, and says when that fails', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) =>
      call.method === 'PUT'
        ? { status: 500, body: { message: 'down' } }
        : { body: [aRoom('101', 1, 5), aRoom('102', 1, 6)] },
    );
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: 'Room 102, Maintenance' }));
    expect(screen.getByText('Do you want to set the room to available?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Room 101, Housekeeping' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('Failed to update room status!');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/rooms/101',
      body: { status: 1 },
    });
  });
});
