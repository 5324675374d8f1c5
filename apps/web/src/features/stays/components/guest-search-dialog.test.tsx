import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FoundStay, GuestHistory } from '@frontdesk/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { aRoom } from '../test/stay-fixtures.ts';
import { aGuest } from '../../../test/records.ts';
import { GuestSearchDialog } from './guest-search-dialog.tsx';
import { GuestDetailsDialog } from './guest-details-dialog.tsx';

beforeEach(() => {
  window.localStorage.setItem('hotel', 'aureo');
  window.localStorage.setItem('token', 'tok');
});

const stay = (change: Partial<FoundStay>): FoundStay => ({
  ID: 41,
  Name: 'U Ba',
  NationalID: '12/KaMaNa(N)111111',
  Phone: '09 111 222',
  RoomNumber: '101',
  RoomType: 'full-night',
  CheckinDate: '2026-11-21T07:30:00.000Z', // 21/11 14:00 at the hotel
  CheckoutDate: '2026-11-23T05:30:00.000Z',
  Status: 'active',
  ...change,
});
// Typed in Myanmar script and digits, and in the international form: shown as the others (ADR 084).
const past = stay({
  ID: 12,
  NationalID: '၁၂/ကမန(နိုင်)၁၁၁၁၁၁',
  Phone: '+95 9 111 222 333',
  RoomNumber: '204',
  CheckinDate: '2026-03-02T07:30:00.000Z',
  CheckoutDate: '2026-03-05T05:30:00.000Z',
  Status: 'checked-out',
});
const history: GuestHistory = {
  stays: [
    { ...stay({}), Nights: 2, Spent: 92000 },
    { ...past, Nights: 3, Spent: 138000 },
  ],
  StayCount: 2,
  TotalNights: 5,
  TotalSpent: 230000,
};

describe('Find a guest', () => {
  it('lists current and past stays; a current one opens its Guest Details, a past one the history', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) => {
      if (call.path === '/guests/search') {
        return call.query.get('q') === '111 222'
          ? { body: { stays: [stay({}), past], more: true } }
          : { body: { stays: [], more: false } };
      }
      if (call.path === '/guests/12/history') return { body: history };
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guest-food-orders') return { body: [] };
      return undefined;
    });
    renderWithProviders(<GuestSearchDialog opened onClose={() => {}} />);
    const box = screen.getByLabelText('Name, phone, NRC/passport or room');
    // One character: nothing is asked.
    await user.type(box, '1');
    expect(calls.some((c) => c.path === '/guests/search')).toBe(false);

    await user.clear(box);
    await user.type(box, '111 222');
    const list = await screen.findByRole('list', { name: 'Stays found' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      'U Ba09 111 222 · 12/KaMaNa(N)111111Room 101 · 21/11/2026 – 23/11/2026In house',
      'U Ba09 111 222 333 · 12/KaMaNa(N)111111Room 204 · 02/03/2026 – 05/03/2026Checked out',
    ]);
    expect(screen.getByText('Only the newest 20 are shown: type more to narrow.')).toBeTruthy();

    // The guest in house: Guest Details over the search, which comes back when it closes.
    await user.click(rows[0]!);
    const details = await screen.findByRole('dialog', { name: '101 Guest Details' });
    await within(details).findByText('Guest Information');
    expect(screen.queryByRole('list', { name: 'Stays found' })).toBeNull();
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '101 Guest Details' })).toBeNull(),
    );

    await user.click(
      within(await screen.findByRole('list', { name: 'Stays found' })).getAllByRole('button')[1]!,
    );
    const shown = await screen.findByTestId('guest-history');
    expect(within(shown).getByTestId('history-stays').textContent).toBe('2');
    expect(within(shown).getByTestId('history-nights').textContent).toBe('5');
    expect(within(shown).getByTestId('history-spent').textContent).toBe('230,000 Ks');
    expect(shown.textContent).toContain(
      'Room 204 · 02/03/2026 – 05/03/2026 · Full Night · 3 nights',
    );

    await user.click(screen.getByRole('button', { name: 'Back to the results' }));
    await user.clear(screen.getByLabelText('Name, phone, NRC/passport or room'));
    await user.type(screen.getByLabelText('Name, phone, NRC/passport or room'), 'nobody');
    expect(await screen.findByText('No stays match “nobody”.')).toBeTruthy();
  });

  it('says so when the search fails', async () => {
    const user = userEvent.setup();
    fakeApi((call) =>
      call.path === '/guests/search'
        ? { status: 400, body: { message: 'Search must be at most 60 characters' } }
        : undefined,
    );
    renderWithProviders(<GuestSearchDialog opened onClose={() => {}} />);
    await user.type(screen.getByLabelText('Name, phone, NRC/passport or room'), 'Aye');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not search: Search must be at most 60 characters',
    );
  });
});

describe("Guest Details' stay history", () => {
  it('is fetched only when asked for', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) => {
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/guests/41/history') return { body: history };
      if (call.path === '/guest-food-orders') return { body: [] };
      return undefined;
    });
    renderWithProviders(<GuestDetailsDialog room={aRoom('101', 2)} opened onClose={() => {}} />);
    const show = await screen.findByRole('button', { name: 'Show stay history' });
    expect(calls.some((c) => c.path === '/guests/41/history')).toBe(false);
    await user.click(show);
    await waitFor(() => expect(screen.getByTestId('history-spent').textContent).toBe('230,000 Ks'));
    expect(calls.filter((c) => c.path === '/guests/41/history')).toHaveLength(1);
    expect(screen.getByTestId('history-nights').textContent).toBe('5');
  });
});
