import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSocket, FakeSocket } from '../../../test/fake-socket.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { useHotelSocket } from '../../../lib/socket/use-hotel-socket.ts';
import { aCheckInResponse, aRoom } from '../test/room-fixtures.ts';
import { aGuest } from '../../../test/records.ts';
import { fakeApi, type FakeCall } from '../../../test/fake-api.ts';
import { RoomGrid } from './room-grid.tsx';

const buttonsOf = (dialogName: string) =>
  within(screen.getByRole('dialog', { name: dialogName }))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '');

describe('RoomGrid', () => {
  beforeEach(() => {
    FakeSocket.reset();
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
    await user.click(await screen.findByRole('button', { name: 'Set to Maintenance' }));
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

  it('checks out the guest the confirmation names: their ID, then Housekeeping (409 is fine)', async () => {
    const user = userEvent.setup();
    let checkedOut = false;
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guests/checkout/101') {
        checkedOut = true;
        return { body: aGuest({ Status: 'checked-out' }) };
      }
      if (call.method === 'PUT') return { status: 409, body: { message: 'Already done.' } };
      return { body: [aRoom('101', 1, checkedOut ? 5 : 2)] };
    });
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Full Night' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Do you want to check out U Ba from room 101?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('button', { name: 'Room 101, Housekeeping' })).toBeTruthy();
    expect(
      calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]),
    ).toEqual([
      ['/guests/checkout/101', { guestId: 41 }],
      ['/rooms/101', { status: 5 }],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  it("says so when the room's guest has changed (409), leaves the room alone and refetches it", async () => {
    const user = userEvent.setup();
    const message = 'The guest in room 101 has changed. Please check again.';
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guests/checkout/101') return { status: 409, body: { message } };
      if (call.method === 'PUT') return { body: aRoom('101', 1, 5) };
      return { body: [aRoom('101', 1, 2)] };
    });
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Full Night' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByText('Do you want to check out U Ba from room 101?');
    const roomLoads = calls.filter((call) => call.path === '/rooms').length;
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain(message);
    expect(calls.some((call) => call.path === '/rooms/101')).toBe(false);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/rooms').length).toBeGreaterThan(roomLoads),
    );
    expect(screen.queryByText(/Do you want to check out/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Room 101, Full Night' })).toBeTruthy();

    // Closing the notice gives focus back to the room card the flow started from.
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Room 101, Full Night' }),
      ),
    );
  });

  it('asks by room when the room shows no guest (404): empty checkout body, then Housekeeping', async () => {
    const user = userEvent.setup();
    let status = 2;
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.path === '/guests/current/101') {
        return { status: 404, body: { message: 'Room 101 has no current guest.' } };
      }
      if (call.path === '/guests/checkout/101') return { status: 404, body: { message: 'None.' } };
      if (call.method === 'PUT') {
        status = 5;
        return { body: aRoom('101', 1, status) };
      }
      return { body: [aRoom('101', 1, status)] };
    });
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Full Night' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Do you want to check out the guest in room 101?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Room 101, Housekeeping' })).toBeTruthy();
    expect(
      calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]),
    ).toEqual([
      ['/guests/checkout/101', undefined],
      ['/rooms/101', { status: 5 }],
    ]);
  });

  it('cannot confirm until the guest is known', async () => {
    const user = userEvent.setup();
    let answerGuest: (() => void) | undefined;
    fakeApi(async (call: FakeCall) => {
      if (call.path === '/guests/current/101') {
        await new Promise<void>((resolve) => (answerGuest = resolve));
        return { body: aGuest() };
      }
      return { body: [aRoom('101', 1, 2)] };
    });
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Full Night' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByText('Finding the guest in room 101…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Yes' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(answerGuest).toBeDefined());
    answerGuest?.();
    expect(await screen.findByText('Do you want to check out U Ba from room 101?')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Yes' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("closes an open checkout question when the room's live event arrives", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      return { body: [aRoom('101', 1, 2)] };
    });
    const WithLiveUpdates = () => {
      useHotelSocket({ createSocket: createFakeSocket, url: 'ws://desk.test/ws' });
      return <RoomGrid />;
    };
    renderWithProviders(<WithLiveUpdates />);
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    await user.click(await screen.findByRole('button', { name: 'Room 101, Full Night' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByText('Do you want to check out U Ba from room 101?');

    // Another room's event leaves the question open.
    act(() =>
      FakeSocket.latest.receive({
        type: 'room_updated',
        room: '102',
        status: 2,
        refreshStats: true,
      }),
    );
    expect(screen.getByText('Do you want to check out U Ba from room 101?')).toBeTruthy();
    // Another desk checked the guest out and someone checked in since: the room's status is the
    // same again, but the question is about a guest who has gone.
    act(() =>
      FakeSocket.latest.receive({
        type: 'room_updated',
        room: '101',
        status: 2,
        refreshStats: true,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Do you want to check out U Ba from room 101?')).toBeNull(),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("closes an open checkout question when the room's refetched status differs", async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    fakeApi((call: FakeCall) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      return { body: [aRoom('101', 1, 2)] };
    });
    renderWithProviders(<RoomGrid />, queryClient);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Full Night' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByText('Do you want to check out U Ba from room 101?');
    act(() => queryClient.setQueryData(['rooms'], [aRoom('101', 1, 5)]));
    await waitFor(() =>
      expect(screen.queryByText('Do you want to check out U Ba from room 101?')).toBeNull(),
    );
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

  it('changes a status once however fast Yes or Set to Maintenance is pressed twice (ADR 070)', async () => {
    const user = userEvent.setup();
    const fast = userEvent.setup({ delay: null });
    const status = new Map([
      ['101', 5],
      ['102', 1],
    ]);
    let answer: () => void = () => {};
    const { calls } = fakeApi(async (call) => {
      if (call.method !== 'PUT') return { body: [...status].map(([n, s]) => aRoom(n, 1, s)) };
      await new Promise<void>((resolve) => (answer = resolve));
      const room = call.path.replace('/rooms/', '');
      status.set(room, (call.body as { status: number }).status);
      return { body: aRoom(room, 1, status.get(room)) };
    });
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Housekeeping' }));
    const yes = screen.getByRole('button', { name: 'Yes' });
    await fast.dblClick(yes);
    expect(yes).toBeDisabled();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    answer();
    expect(await screen.findByRole('button', { name: 'Room 101, Available' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Room 102, Available' }));
    await user.click(screen.getByRole('button', { name: 'Maintenance' }));
    await fast.dblClick(await screen.findByRole('button', { name: 'Set to Maintenance' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    answer();
    expect(await screen.findByRole('button', { name: 'Room 102, Maintenance' })).toBeTruthy();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.path, call.body])).toEqual([
      ['/rooms/101', { status: 1 }],
      ['/rooms/102', { status: 6 }],
    ]);
    // Each with an Idempotency-Key of its own question or menu.
    const keys = puts.map((call) => call.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  it('gives focus back to the room card when a walk-in check-in is cancelled or its Success notice closes', async () => {
    const user = userEvent.setup();
    let status = 1;
    fakeApi((call: FakeCall) => {
      if (call.path === '/check-in') {
        status = 3;
        return { status: 201, body: aCheckInResponse({ stayType: 'daycation' }) };
      }
      return { body: [aRoom('101', 1, status)] };
    });
    renderWithProviders(<RoomGrid />);
    const card = await screen.findByRole('button', { name: 'Room 101, Available' });
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Daycation' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(card));

    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Daycation' }));
    await user.type(screen.getByLabelText(/^Name/), 'Ko Zaw');
    await user.type(screen.getByLabelText(/^National ID/), '12/KaMaNa(N)111111');
    await user.type(screen.getByLabelText(/^Phone/), '09 111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Room 101, / })),
    );
  });
});
