import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ActivityEntry } from '@frontdesk/domain';
import { setDisplayDigits, setDisplayLanguage } from '../../../i18n/display-locale.ts';
import { jsonResponse } from '../../../test/fetch.ts';
import { renderOwnerPage, useOwnerDesk } from '../../../test/owner-page.tsx';
import { ActivityPage } from './activity-page.tsx';

const priceChange: ActivityEntry = {
  ID: 9,
  At: '2026-11-22T07:30:00.000Z',
  UserID: 2,
  UserName: 'Su Su',
  SessionID: 4,
  Kind: 'room-price',
  Subject: 'room-price:1',
  Params: { stayType: 'full-night', roomType: 'standard', before: 40000, after: 35000 },
};
const checkIn: ActivityEntry = {
  ...priceChange,
  ID: 8,
  Kind: 'check-in',
  Params: { guest: 'U Ba', room: '101', stayType: 'full-night', amount: 40000 },
};

type Answer = (url: URL) => Response;
const renderActivity = (answer: Answer, address = '/admin/activity') =>
  renderOwnerPage(
    '/admin/activity',
    <ActivityPage />,
    (url) =>
      url.pathname.endsWith('/admin/activity/users')
        ? jsonResponse({ body: [{ ID: 2, Name: 'Su Su', Role: 'reception' }] })
        : answer(url),
    address,
  );

describe('ActivityPage', () => {
  useOwnerDesk();

  it("lists who did what in the hotel's words, and loads older entries on demand", async () => {
    const fetchMock = renderActivity((url) =>
      url.searchParams.get('before') === '9'
        ? jsonResponse({ body: { entries: [checkIn], next: null } })
        : jsonResponse({ body: { entries: [priceChange], next: '9' } }),
    );
    expect(
      await screen.findByText('Su Su changed Full Night (standard) from 40,000 Ks to 35,000 Ks'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText('Su Su checked U Ba in to room 101 (Full Night), 40,000 Ks'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const asked = fetchMock.mock.calls
      .map(([u]) => String(u))
      .filter((u) => u.includes('activity?'));
    expect(asked.at(-1)).toContain('before=9');
  });

  it("filters by the owner's kinds too: refunds, with the reason and the receipts", async () => {
    const refund: ActivityEntry = {
      ...priceChange,
      ID: 10,
      Kind: 'refund',
      Params: {
        guest: 'U Ba',
        room: '101',
        amount: 4000,
        paymentMethod: 'kpay',
        reason: 'Overpaid',
        receipt: 'AUR202611220007',
        originalReceipt: 'AUR202611220003',
      },
    };
    const fetchMock = renderActivity((url) =>
      jsonResponse({
        body: { entries: url.searchParams.get('kind') === 'refund' ? [refund] : [], next: null },
      }),
    );
    expect(await screen.findByText('No activity for these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: /^What/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Refunds' }));
    expect(
      await screen.findByText(
        'Su Su refunded 4,000 Ks (KPay) to U Ba (room 101) of receipt AUR202611220003: ' +
          "'Overpaid'; receipt AUR202611220007",
      ),
    ).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('kind='));
    expect(asked.at(-1)).toContain('kind=refund');
  });

  it("opens on the person and day its address names (Staff's and Shifts' links)", async () => {
    const fetchMock = renderActivity(
      (url) =>
        jsonResponse({
          body: { entries: url.searchParams.get('userId') === '2' ? [checkIn] : [], next: null },
        }),
      '/admin/activity?user=2&from=2026-11-22&to=2026-11-22',
    );
    expect(
      await screen.findByText('Su Su checked U Ba in to room 101 (Full Night), 40,000 Ks'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^User/ })).toHaveValue('Su Su'),
    );
    const asked = new URL(
      String(fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('activity?'))),
      'http://desk',
    );
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      userId: '2',
      from: '2026-11-22',
      to: '2026-11-22',
    });
  });

  it('says when nothing matches, and shows a failure with a retry', async () => {
    let fail = true;
    renderActivity(() =>
      fail
        ? jsonResponse({ status: 500, body: { message: 'down' } })
        : jsonResponse({ body: { entries: [], next: null } }),
    );
    expect(await screen.findByText('Could not load the activity log.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No activity for these filters')).toBeTruthy();
  });

  it('speaks Burmese with Myanmar digits', async () => {
    act(() => {
      setDisplayLanguage('my');
      setDisplayDigits('mymr');
    });
    renderActivity(() => jsonResponse({ body: { entries: [priceChange], next: null } }));
    await waitFor(() =>
      expect(
        screen.getByText('Su Su သည် တစ်ညလုံး (standard) ကို ၄၀,၀၀၀ ကျပ် မှ ၃၅,၀၀၀ ကျပ် သို့ ပြောင်းခဲ့သည်'),
      ).toBeTruthy(),
    );
  });
});
