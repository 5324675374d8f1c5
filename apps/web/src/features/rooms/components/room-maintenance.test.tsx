import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatDisplayDate, type Room } from '@frontdesk/domain';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { hotelToday } from '../../../lib/dates.ts';
import { aRoom } from '../test/room-fixtures.ts';
import { RoomGrid } from './room-grid.tsx';

// Dates from the hotel's today, so the tests hold at any time of day.
const today = hotelToday();
const shown = (date: string) => formatDisplayDate(date as never);
const underMaintenance = (room: string, reason: string | null, until: string | null): Room => ({
  ...aRoom(room, 1, 6),
  Maintenance: { Reason: reason, From: addDays(today, -3), Until: until },
});

describe('Maintenance with a reason and an expected end (issue 47, ADR 085)', () => {
  beforeEach(() => {
    FakeSocket.reset();
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('asks why and until when, and sends them with the status', async () => {
    const user = userEvent.setup();
    const until = addDays(today, 10);
    let room = aRoom('101', 1, 1);
    const { calls } = fakeApi((call) => {
      if (call.method === 'PUT') room = underMaintenance('101', 'AC broken', until);
      return { body: call.method === 'PUT' ? room : [room] };
    });
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Available' }));
    await user.click(screen.getByRole('button', { name: 'Maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room 101 | Maintenance' });
    expect(
      within(dialog).getByText('The room is not sold until the expected end date.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'AC broken');
    const end = within(dialog).getByLabelText('Expected end (optional)');
    fireEvent.change(end, { target: { value: shown(until) } });
    fireEvent.blur(end);
    await user.click(within(dialog).getByRole('button', { name: 'Set to Maintenance' }));

    const card = await screen.findByRole('button', { name: 'Room 101, Maintenance' });
    expect(card).toHaveTextContent(`101MaintenanceAC broken Until ${shown(until)}`);
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/rooms/101',
      body: { status: 6, reason: 'AC broken', expectedEnd: until },
    });
  });

  it("sends SPEC's body alone when no reason or end is given; Cancel sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) => ({
      body: call.method === 'PUT' ? aRoom('101', 1, 6) : [aRoom('101', 1, 1)],
    }));
    renderWithProviders(<RoomGrid />);
    await user.click(await screen.findByRole('button', { name: 'Room 101, Available' }));
    await user.click(screen.getByRole('button', { name: 'Maintenance' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Room 101, Available' }));
    await user.click(screen.getByRole('button', { name: 'Maintenance' }));
    await user.click(await screen.findByRole('button', { name: 'Set to Maintenance' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ body: { status: 6 } }),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 6 });
  });

  it("once the expected end has come, the card asks; Yes after SPEC's question sets it available", async () => {
    const user = userEvent.setup();
    let rooms = [underMaintenance('101', 'Leak', today), underMaintenance('102', null, null)];
    const { calls } = fakeApi((call) => {
      if (call.method === 'PUT') rooms = [aRoom('101', 1, 1), rooms[1]!];
      return { body: call.method === 'PUT' ? rooms[0] : rooms };
    });
    renderWithProviders(<RoomGrid />);
    const card = await screen.findByRole('button', { name: 'Room 101, Maintenance' });
    expect(card).toHaveTextContent(
      `101MaintenanceLeak Maintenance ended ${shown(today)}: back in service?`,
    );
    expect(card).toHaveAttribute('data-overdue', 'true');
    // No reason and no end: the card is as SPEC draws it.
    expect(screen.getByRole('button', { name: 'Room 102, Maintenance' })).toHaveTextContent(
      /^102Maintenance$/,
    );

    await user.click(card);
    expect(screen.getByText('Do you want to set the room to available?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Room 101, Available' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/rooms/101',
      body: { status: 1 },
    });
  });
});
