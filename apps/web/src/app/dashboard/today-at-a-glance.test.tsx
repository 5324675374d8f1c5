import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InHouseGuest, TodayAtGlance } from '@frontdesk/domain';
import { fakeApi } from '../../test/fake-api.ts';
import { createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { refetchForEvent } from '../../lib/query-keys.ts';
import { RoomGrid } from '../../features/rooms/components/room-grid.tsx';
import { aRoom } from '../../features/rooms/test/room-fixtures.ts';
import { TodayStrip } from '../../features/today/components/today-strip.tsx';
import { useRoomGuests } from '../../features/today/components/use-room-guests.ts';
import { setDisplayDigits, setDisplayLanguage } from '../../i18n/display-locale.ts';

const inHouse = (room: string, name: string, checkout: string, change: Partial<InHouseGuest>) => ({
  GuestID: Number(room),
  Name: name,
  Phone: '09 1',
  RoomNumber: room,
  RoomType: 'full-night' as const,
  CheckinDate: '2026-11-24T07:30:00.000Z',
  CheckoutDate: checkout,
  DueOutToday: false,
  Overdue: false,
  ...change,
});

// The server's answer at 13:00 on 25 November in Yangon (UTC+06:30).
const morning: TodayAtGlance = {
  Date: '2026-11-25',
  Arrivals: [
    {
      ID: 7,
      Name: 'Daw Arrival',
      Phone: '09 777',
      RoomType: 'full-night',
      RoomCount: 2,
      RoomsToCheckIn: 2,
      CheckinDate: '2026-11-25T07:30:00.000Z', // 14:00
      CheckoutDate: '2026-11-26T05:30:00.000Z',
    },
  ],
  InHouse: [
    // Due out at 12:00 today and past it.
    inHouse('103', 'Ko Overdue', '2026-11-25T05:30:00.000Z', { DueOutToday: true, Overdue: true }),
    // A session due out at 15:00 today.
    inHouse('101', 'U Departure', '2026-11-25T08:30:00.000Z', {
      DueOutToday: true,
      RoomType: 'session',
    }),
    inHouse('102', 'Ma Staying', '2026-11-27T05:30:00.000Z', {}),
  ],
};

const Glance = ({ onShowRooms }: { onShowRooms: () => void }) => (
  <>
    <TodayStrip onShowRooms={onShowRooms} />
    <RoomGrid guestOf={useRoomGuests()} />
  </>
);

const countOf = (list: string) => screen.getByTestId(`today-${list}`).textContent;

describe('Today at a glance', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('counts the lists, opens each, marks room cards and follows live events', async () => {
    let today = morning;
    const api = fakeApi(({ path }) => {
      if (path === '/today') return { body: today };
      if (path === '/rooms') {
        return {
          body: [aRoom('101', 1, 4), aRoom('102', 1, 2), aRoom('103', 1, 2), aRoom('104', 1)],
        };
      }
      return undefined;
    });
    const queryClient = createTestQueryClient();
    const onShowRooms = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Glance onShowRooms={onShowRooms} />, queryClient);

    await waitFor(() => expect(countOf('arrivals')).toBe('Arrivals1'));
    expect(countOf('departures')).toBe('Departures2');
    expect(countOf('overdue')).toBe('Overdue1');
    expect(countOf('inHouse')).toBe('In house3');

    // Room cards: the guest, when they are due out (hotel clock), and the overdue mark, as the
    // card's description (its name stays the room and its status).
    const guestLine = (name: string) => {
      const id = screen.getByRole('button', { name }).getAttribute('aria-describedby');
      return id === null ? null : document.getElementById(id)?.textContent;
    };
    await waitFor(() =>
      expect(guestLine('Room 103, Full Night')).toBe('Ko Overdue Overdue · Out 12:00'),
    );
    expect(guestLine('Room 101, Session')).toBe('U Departure Out 15:00');
    expect(guestLine('Room 102, Full Night')).toBe('Ma Staying Out 27/11/2026');
    expect(guestLine('Room 104, Available')).toBeNull();
    expect(screen.getByRole('button', { name: 'Room 103, Full Night' }).dataset.overdue).toBe(
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Room 101, Session' }).dataset.overdue,
    ).toBeUndefined();

    // Overdue opens its list: only the guest past their time, with the mark.
    await user.click(screen.getByTestId('today-overdue'));
    const overdue = await screen.findByRole('dialog', { name: 'Overdue' });
    const rows = await within(overdue).findAllByTestId('today-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '103Ko Overdue09 1Full Night25/11/2026 12:00Overdue',
    ]);
    await user.click(within(overdue).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Overdue' })).toBeNull());

    await user.click(screen.getByTestId('today-arrivals'));
    const arrivals = await screen.findByRole('dialog', { name: 'Arrivals' });
    expect(
      within(arrivals)
        .getAllByTestId('today-row')
        .map((row) => row.textContent),
    ).toEqual(['Daw Arrival09 777Full Night214:0026/11/2026 12:00']);
    await user.click(within(arrivals).getByRole('button', { name: 'Close' }));

    // Another desk checks 103 out: its room_updated event refetches the strip and the cards.
    today = { ...morning, InHouse: morning.InHouse.slice(1) };
    const event = { type: 'room_updated', room: '103', status: 5, refreshStats: true } as const;
    await act(() => refetchForEvent(queryClient, event));
    await waitFor(() => expect(countOf('overdue')).toBe('Overdue0'));
    expect(countOf('inHouse')).toBe('In house2');
    expect(api.calls.filter((c) => c.path === '/today').length).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: 'Rooms ↓' }));
    expect(onShowRooms).toHaveBeenCalledOnce();
  });

  it('says so when the lists cannot be loaded, and shows dashes', async () => {
    fakeApi(({ path }) =>
      path === '/today' ? { status: 500, body: { message: 'down' } } : undefined,
    );
    renderWithProviders(<TodayStrip onShowRooms={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "Today's lists could not be loaded.",
    );
    expect(countOf('arrivals')).toBe('Arrivals-');
  });

  it('counts in the digits the desk chose', async () => {
    fakeApi(({ path }) => (path === '/today' ? { body: morning } : undefined));
    act(() => {
      setDisplayLanguage('my');
      setDisplayDigits('mymr');
    });
    try {
      renderWithProviders(<TodayStrip onShowRooms={() => undefined} />);
      await waitFor(() => expect(countOf('arrivals')).toBe('ရောက်ရှိမည့်သူ၁'));
      expect(countOf('departures')).toBe('ထွက်ခွာမည့်သူ၂');
      expect(countOf('overdue')).toBe('အချိန်လွန်၁');
      expect(countOf('inHouse')).toBe('တည်းခိုနေသူ၃');
    } finally {
      act(() => {
        setDisplayLanguage('en');
        setDisplayDigits('latn');
      });
    }
  });
});
