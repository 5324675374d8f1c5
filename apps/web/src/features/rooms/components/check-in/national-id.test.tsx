import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aCheckInResponse, aRoom } from '../../test/room-fixtures.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { setDisplayLanguage } from '../../../../i18n/display-locale.ts';
import { deskClockAt } from '../../../../test/desk-clock.ts';
import { CheckInFlow } from './check-in-flow.tsx';

// ADR 084: a national ID written as an NRC must be one; a passport or an old-style ID is not checked.
const room101 = aRoom('101', 1);
const source = { kind: 'walk-in', room: room101, stayType: 'daycation' } as const;

describe('check-in: the NRC', () => {
  deskClockAt('2026-11-21T07:30:00Z');
  afterEach(() => setDisplayLanguage('en'));

  it('says what is wrong with a malformed NRC, and checks in one typed in Myanmar script', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) =>
      call.method === 'POST' ? { status: 201, body: aCheckInResponse() } : { body: [room101] },
    );
    renderWithProviders(<CheckInFlow source={source} opened onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^Name/), 'Aung Aung');
    await user.type(screen.getByLabelText(/^National ID/), '12/MaYaKa(X)123456');
    await user.type(screen.getByLabelText(/^Phone/), '09 111 222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        "The NRC's type in brackets must be N, E, P, T, Y or S (နိုင်, ဧည့်, ပြု, သာသနာ, ယာယီ, စ)",
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const nationalId = screen.getByLabelText(/^National ID/);
    await user.clear(nationalId);
    await user.type(nationalId, '၁၂/မရက(နိုင်)၁၂၃၄၅၆');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    // Stored as typed.
    const post = calls.find((c) => c.method === 'POST')!;
    expect((post.body as { guest: { nationalId: string } }).guest.nationalId).toBe(
      '၁၂/မရက(နိုင်)၁၂၃၄၅၆',
    );
  });

  it('in Burmese', async () => {
    setDisplayLanguage('my');
    const user = userEvent.setup();
    fakeApi(() => ({ body: [room101] }));
    renderWithProviders(<CheckInFlow source={source} opened onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^မှတ်ပုံတင်အမှတ်/), '၁၂/မရက(နိုင်)၁၂၃၄၅');
    await user.click(screen.getByRole('button', { name: 'အတည်ပြုရန်' }));
    expect(await screen.findByText('မှတ်ပုံတင်၏ နံပါတ်သည် ဂဏန်း ခြောက်လုံး ဖြစ်ရမည်')).toBeInTheDocument();
  });
});
