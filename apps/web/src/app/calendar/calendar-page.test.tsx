import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Calendar } from '@frontdesk/domain';
import { deskClockAt } from '../../test/desk-clock.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { publishHotelEvent } from '../../lib/socket/hotel-events.ts';
import { aRoom } from '../../features/rooms/test/room-fixtures.ts';
import { CalendarPage } from './calendar-page.tsx';

const room = (number: string, status = 1) => ({
  room: number,
  floor: 1,
  roomType: 'standard',
  status,
});
const nights = (free: number[]) =>
  free.map((n, i) => ({
    date: `2026-11-${String(22 + i).padStart(2, '0')}`,
    reservedRooms: i === 3 ? 2 : 0,
    reservationIds: i === 3 ? [7] : [],
    free: n,
  }));

/** 22 to 25 November; Aye Aye in 101 from the 22nd to the 24th, a session in 102 today. */
const calendar = (stays: Calendar['stays']): Calendar => ({
  from: '2026-11-22',
  days: 4,
  today: '2026-11-22',
  rooms: [room('101', 2), room('102', 4), room('103', 6)],
  stays,
  reservations: [
    {
      id: 7,
      name: 'Ko Ko',
      stayType: 'full-night',
      rooms: 2,
      checkin: '2026-11-25T14:00:00.000Z',
      checkout: '2026-11-27T12:00:00.000Z',
      source: 'messenger',
    },
  ],
  nights: nights([1, 1, 2, 0]),
});
const ayeAye = {
  guestId: 1,
  room: '101',
  name: 'Aye Aye',
  stayType: 'full-night' as const,
  checkin: '2026-11-22T14:00:00.000Z',
  checkout: '2026-11-24T12:00:00.000Z',
  inHouse: true,
  firstNight: '2026-11-22',
  nights: 2,
};
const suSu = {
  ...ayeAye,
  guestId: 2,
  room: '102',
  name: 'Su Su',
  stayType: 'session' as const,
  checkout: '2026-11-22T17:00:00.000Z',
  firstNight: null,
  nights: null,
};

const rowOf = (number: string) => screen.getByRole('row', { name: `Room ${number}` });

describe('the booking calendar (issue 19, ADR 041)', () => {
  // 12:30 on 22 November in Yangon.
  deskClockAt('2026-11-22T06:00:00Z');

  it('draws each stay as a bar in its room from its day, short stays within their day', async () => {
    let stays: Calendar['stays'] = [ayeAye, suSu];
    const { calls } = fakeApi((call) =>
      call.path === '/calendar'
        ? { body: calendar(stays) }
        : call.path === '/rooms'
          ? { body: [aRoom('101', 1, 2), aRoom('102', 1, 4), aRoom('103', 1, 6)] }
          : undefined,
    );
    renderWithProviders(<CalendarPage />);
    const bar = await within(await screen.findByRole('row', { name: 'Room 101' })).findByRole(
      'button',
      { name: 'Aye Aye, room 101, Full Night, 22/11/2026 14:00 to 24/11/2026 12:00' },
    );
    expect(bar.textContent).toBe('Aye Aye');
    expect(bar.dataset.stayType).toBe('full-night');
    // 4 days: from 14:00 of the first (14/96 of the range) to 12:00 of the third (60/96).
    expect(parseFloat(bar.style.left)).toBeCloseTo((14 / 96) * 100);
    expect(parseFloat(bar.style.width)).toBeCloseTo((46 / 96) * 100);
    // The 3-hour session stays within its day (a quarter of the range), at least 80 % of it.
    const session = within(rowOf('102')).getByRole('button', { name: /^Su Su, room 102, Session/ });
    const left = parseFloat(session.style.left);
    expect(left + parseFloat(session.style.width)).toBeLessThanOrEqual(25.0001);
    expect(parseFloat(session.style.width)).toBeCloseTo(0.8 * 25);
    // From 14:00 it would pass midnight: it is moved back to end with its day.
    expect(left).toBeCloseTo(25 - 0.8 * 25);
    expect(within(rowOf('101')).queryByRole('button', { name: /Su Su/ })).toBeNull();
    // Free rooms per night; maintenance marked on its room.
    expect(screen.getAllByTestId('calendar-free-count').map((cell) => cell.textContent)).toEqual([
      '1',
      '1',
      '2',
      '0',
    ]);
    expect(within(rowOf('103')).getByRole('img', { name: 'Maintenance' })).toBeTruthy();
    const reserved = screen.getByRole('button', { name: /25\/11\/2026: 2 rooms reserved/ });
    // The night's reservations, each with its source (ADR 086).
    fireEvent.click(reserved);
    const list = await screen.findByRole('dialog', { name: 'Reserved on 25/11/2026' });
    expect(within(list).getByRole('button', { name: 'Ko Ko: 2 rooms · Messenger' })).toBeTruthy();
    fireEvent.keyDown(list, { key: 'Escape' });

    // A check-in on another desk: the room's event makes the calendar read again.
    stays = [ayeAye, suSu, { ...ayeAye, guestId: 3, room: '103', name: 'Hla Hla' }];
    const before = calls.filter((call) => call.path === '/calendar').length;
    act(() => publishHotelEvent({ type: 'room_updated', room: '103' } as never));
    expect(await within(rowOf('103')).findByRole('button', { name: /^Hla Hla/ })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/calendar').length).toBeGreaterThan(before);
    expect(calls.find((call) => call.path === '/calendar')?.query.get('days')).toBe('14');
  });

  it('a free cell on a later day opens the reservation form from that date', async () => {
    const user = userEvent.setup();
    fakeApi((call) =>
      call.path === '/calendar'
        ? { body: calendar([ayeAye]) }
        : call.path === '/rooms'
          ? { body: [aRoom('101', 1, 2), aRoom('102', 1, 1), aRoom('103', 1, 6)] }
          : { body: [] },
    );
    renderWithProviders(<CalendarPage />);
    // Room 101 is held the nights of the 22nd and 23rd: no free cell then, one on the 24th.
    const row = await screen.findByRole('row', { name: 'Room 101' });
    expect(within(row).queryByRole('button', { name: 'Room 101, 23/11/2026: free' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Room 101, 24/11/2026: free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Reservation' });
    expect((within(dialog).getByLabelText(/^Check-in( \*)?$/) as HTMLInputElement).value).toBe(
      '24/11/2026',
    );
    expect((within(dialog).getByLabelText(/^Check-out( \*)?$/) as HTMLInputElement).value).toBe(
      '25/11/2026',
    );
  });

  it('shows why a room is under maintenance and offers it from its expected end (ADR 085)', async () => {
    const spell = { ...room('103', 6), maintenance: { reason: 'AC broken', until: '2026-11-24' } };
    fakeApi((call) =>
      call.path === '/calendar'
        ? { body: { ...calendar([]), rooms: [room('101'), room('102', 6), spell] } }
        : call.path === '/rooms'
          ? { body: [aRoom('101', 1, 1), aRoom('102', 1, 6), aRoom('103', 1, 6)] }
          : { body: [] },
    );
    renderWithProviders(<CalendarPage />);
    const row = await screen.findByRole('row', { name: 'Room 103' });
    expect(
      within(row).getByRole('img', { name: 'Maintenance: AC broken · Until 24/11/2026' }),
    ).toBeInTheDocument();
    expect(within(row).getByText('AC broken')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Room 103, 23/11/2026: free' })).toBeNull();
    expect(
      within(row).getByRole('button', { name: 'Room 103, 24/11/2026: free' }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Room 103, 25/11/2026: free' }),
    ).toBeInTheDocument();
    // Without an expected end (SPEC's call), the room is out of every night shown.
    const open = screen.getByRole('row', { name: 'Room 102' });
    expect(within(open).getByRole('img', { name: 'Maintenance' })).toBeInTheDocument();
    expect(within(open).queryAllByRole('button', { name: /^Room 102, .*: free$/ })).toEqual([]);
  });
});
