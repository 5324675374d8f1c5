import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RegisterEntry } from '@frontdesk/domain';
import { jsonResponse } from '../../../test/fetch.ts';
import { renderOwnerPage, useOwnerDesk } from '../../../test/owner-page.tsx';
import { OvernightGuestListPage } from './overnight-guest-list-page.tsx';

const local: RegisterEntry = {
  guestId: 1,
  roomNumber: '101',
  name: 'Aye Aye',
  isForeigner: false,
  nationalId: '12/PaBaTa(N)123456',
  passportNumber: null,
  nationality: null,
  visaType: null,
  visaExpiry: null,
  stayType: 'full-night',
  checkinAt: '2026-11-22T07:30:00.000Z',
  checkoutAt: '2026-11-23T05:30:00.000Z',
  immigrationReportedAt: null,
  immigrationReportedBy: null,
};
const reported: RegisterEntry = {
  ...local,
  guestId: 2,
  roomNumber: '102',
  name: 'John Smith',
  isForeigner: true,
  passportNumber: 'P123',
  nationality: 'British',
  immigrationReportedAt: '2026-11-22T09:00:00.000Z',
  immigrationReportedBy: 'Aye Aye Khaing',
};
const notYet: RegisterEntry = {
  ...reported,
  guestId: 3,
  roomNumber: '103',
  name: 'Anna',
  immigrationReportedAt: null,
  immigrationReportedBy: null,
};
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('OvernightGuestListPage', () => {
  useOwnerDesk();

  it('says for each foreign guest who reported them to immigration and when', async () => {
    renderOwnerPage('/admin/register', <OvernightGuestListPage />, (url) =>
      url.pathname.endsWith('/admin/register')
        ? jsonResponse({ body: { date: '2026-11-22', guests: [local, reported, notYet] } })
        : undefined,
    );
    expect(
      await screen.findByRole('columnheader', { name: 'Reported to immigration' }),
    ).toBeInTheDocument();
    expect(within(row('John Smith')).getByText(/by Aye Aye Khaing$/)).toHaveTextContent(
      '22/11/2026 15:30 by Aye Aye Khaing',
    );
    expect(within(row('Anna')).getByText('Not yet')).toBeInTheDocument();
    expect(row('Aye Aye').cells[6]).toHaveTextContent('');
  });
});
