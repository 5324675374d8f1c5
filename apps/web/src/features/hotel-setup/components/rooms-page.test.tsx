import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { RoomsPage } from './rooms-page.tsx';

const types = [
  { id: 1, number: 1, name: 'standard', roomCount: 2 },
  { id: 2, number: 2, name: 'Deluxe', roomCount: 0 },
];
const rooms = [
  {
    id: 10,
    number: '101',
    floor: 1,
    status: 1,
    roomTypeId: 1,
    roomTypeName: 'standard',
    retiredAt: null,
    occupied: false,
  },
  {
    id: 11,
    number: '102',
    floor: 1,
    status: 2,
    roomTypeId: 1,
    roomTypeName: 'standard',
    retiredAt: null,
    occupied: true,
  },
  {
    id: 12,
    number: '103',
    floor: 1,
    status: 1,
    roomTypeId: 1,
    roomTypeName: 'standard',
    retiredAt: '2026-11-20T00:00:00.000Z',
    occupied: false,
  },
];

const fakeApi = ({ add = 201, roomList = rooms } = {}) =>
  mockFetch((url, init) => {
    if (init.method === 'POST' && url.endsWith('/admin/rooms')) {
      return add === 201
        ? jsonResponse({ status: 201, body: { ok: true } })
        : jsonResponse({ status: add, body: { message: 'Room 101 already exists.' } });
    }
    if (init.method === 'POST' || init.method === 'DELETE' || init.method === 'PUT') {
      return jsonResponse({ body: { ok: true } });
    }
    if (url.endsWith('/admin/room-types')) return jsonResponse({ body: types });
    if (url.endsWith('/admin/rooms')) return jsonResponse({ body: roomList });
    return jsonResponse({ body: [] });
  });
const posts = (fetch: ReturnType<typeof fakeApi>, method = 'POST') =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : undefined]);
const row = (number: string) => screen.getByRole('cell', { name: number }).closest('tr')!;

describe('RoomsPage', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('lists types and rooms with their state; a room with a guest has no actions', async () => {
    fakeApi();
    renderWithProviders(<RoomsPage />);
    expect(await screen.findByRole('cell', { name: 'Deluxe' })).toBeTruthy();
    await waitFor(() => expect(row('101')).toBeTruthy());
    expect(within(row('101')).getByText('In service')).toBeTruthy();
    expect(within(row('102')).getByText('Has a guest')).toBeTruthy();
    expect(within(row('103')).getByText('Out of service')).toBeTruthy();
    expect(within(row('101')).getByRole('button', { name: 'Take out of service' })).toBeTruthy();
    expect(within(row('102')).queryByRole('button')).toBeNull();
    expect(within(row('103')).getByRole('button')).toHaveTextContent('Put back in service');
  });

  it('asks before taking a room out of service, and Cancel sends nothing', async () => {
    const fetch = fakeApi();
    renderWithProviders(<RoomsPage />);
    await waitFor(() => expect(row('101')).toBeTruthy());
    fireEvent.click(within(row('101')).getByRole('button', { name: 'Take out of service' }));
    const question = await screen.findByText(
      /Take room 101 out of service\? .* You can put it back in service later\./,
    );
    expect(question).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(posts(fetch)).toEqual([]);
    fireEvent.click(within(row('101')).getByRole('button', { name: 'Take out of service' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    await waitFor(() =>
      expect(posts(fetch)).toEqual([['/api/aureo/admin/rooms/10/out-of-service', undefined]]),
    );
  });

  it("adds a room, and shows the server's 409 in the form", async () => {
    const fetch = fakeApi({ add: 409 });
    renderWithProviders(<RoomsPage />);
    await waitFor(() => expect(row('101')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Add room' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Room number' }), {
      target: { value: '101' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Floor' }), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Room type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Standard' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add room' }));
    expect(await within(dialog).findByText('Room 101 already exists.')).toBeTruthy();
    expect(posts(fetch)).toEqual([
      ['/api/aureo/admin/rooms', { number: '101', floor: 1, roomTypeId: 1 }],
    ]);
  });

  it.each([
    ['0', 'Room number cannot be all zeros (it would read as no room)'],
    ['10-7', 'Room number must be 1 to 6 letters or digits'],
  ])(
    'keeps the room number %j as typed with its message, and sends nothing',
    async (typed, message) => {
      const fetch = fakeApi();
      renderWithProviders(<RoomsPage />);
      await waitFor(() => expect(row('101')).toBeInTheDocument());
      fireEvent.click(screen.getByRole('button', { name: 'Add room' }));
      const dialog = await screen.findByRole('dialog');
      const number = within(dialog).getByRole('textbox', { name: 'Room number' });
      fireEvent.change(number, { target: { value: typed } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Floor' }), {
        target: { value: '1' },
      });
      fireEvent.click(within(dialog).getByRole('combobox', { name: /^Room type/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Standard' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add room' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(number).toHaveValue(typed);
      expect(posts(fetch)).toEqual([]);
    },
  );

  it('corrects a mistyped room number, sending it only when it changed', async () => {
    const fetch = fakeApi();
    renderWithProviders(<RoomsPage />);
    await waitFor(() => expect(row('101')).toBeInTheDocument());
    fireEvent.click(within(row('101')).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change room 101' });
    const number = within(dialog).getByRole('textbox', { name: 'Room number' });
    expect(number).toHaveValue('101');
    expect(
      within(dialog).getByText('Can be corrected while the room has never had a guest.'),
    ).toBeInTheDocument();
    fireEvent.change(number, { target: { value: '10 1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Room number must be 1 to 6 letters or digits'),
    ).toBeInTheDocument();
    expect(posts(fetch, 'PUT')).toEqual([]);
    fireEvent.change(number, { target: { value: '110' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts(fetch, 'PUT')).toEqual([
        ['/api/aureo/admin/rooms/10', { floor: 1, roomTypeId: 1, number: '110' }],
      ]),
    );
  });

  it('changes a floor without sending the number', async () => {
    const fetch = fakeApi();
    renderWithProviders(<RoomsPage />);
    await waitFor(() => expect(row('101')).toBeInTheDocument());
    fireEvent.click(within(row('101')).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change room 101' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Floor' }), {
      target: { value: '2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts(fetch, 'PUT')).toEqual([
        ['/api/aureo/admin/rooms/10', { floor: 2, roomTypeId: 1 }],
      ]),
    );
  });

  it('puts an out-of-service room back in service with one press', async () => {
    const fetch = fakeApi();
    renderWithProviders(<RoomsPage />);
    await waitFor(() => expect(row('103')).toBeInTheDocument());
    const putBack = within(row('103')).getByRole('button', { name: 'Put back in service' });
    fireEvent.click(putBack);
    fireEvent.click(putBack);
    await waitFor(() =>
      expect(posts(fetch)).toEqual([['/api/aureo/admin/rooms/12/back-in-service', undefined]]),
    );
    expect(within(row('101')).queryByRole('button', { name: 'Put back in service' })).toBeNull();
  });

  it('deletes a room type with no room after asking; a type with rooms has no Delete', async () => {
    const fetch = fakeApi();
    renderWithProviders(<RoomsPage />);
    await waitFor(() => expect(row('Deluxe')).toBeInTheDocument());
    // Only the type with no room in service (Standard has two) offers Delete.
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    fireEvent.click(within(row('Deluxe')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete room type Deluxe? Its prices are deleted with it.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(posts(fetch, 'DELETE')).toEqual([['/api/aureo/admin/room-types/2', undefined]]),
    );
  });

  it('says when the hotel has no rooms yet', async () => {
    fakeApi({ roomList: [] });
    renderWithProviders(<RoomsPage />);
    expect(await screen.findByText('No rooms yet.')).toBeTruthy();
  });
});
