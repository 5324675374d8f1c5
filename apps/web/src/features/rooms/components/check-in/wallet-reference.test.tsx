import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aCheckInResponse, aRoom } from '../../test/room-fixtures.ts';
import { fakeApi, type FakeCall } from '../../../../test/fake-api.ts';
import { CheckInFlow } from './check-in-flow.tsx';
import { deskClockAt } from '../../../../test/desk-clock.ts';

const room101 = aRoom('101', 1);
const reference = () => screen.queryByRole('textbox', { name: /^Wallet transaction ID/ });
const choose = (option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: /^Payment Method/ }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

/** A daycation walk-in in room 101, the guest filled in; answers the calls sent. */
const openWalkIn = () => {
  const { calls } = fakeApi((call: FakeCall) =>
    call.method === 'POST' ? { status: 201, body: aCheckInResponse() } : { body: [room101] },
  );
  renderWithProviders(
    <CheckInFlow
      source={{ kind: 'walk-in', room: room101, stayType: 'daycation' }}
      opened
      onClose={() => {}}
    />,
  );
  type(/^Name/, 'Aung Aung');
  type(/^National ID/, '12/KaMaNa(N)111111');
  type(/^Phone/, '09 111 222');
  return calls;
};

describe("a wallet payment's transaction reference at check-in (ADR 051)", () => {
  // 14:00 on 21 Nov 2026 at the hotel (Asia/Yangon, UTC+06:30).
  deskClockAt('2026-11-21T07:30:00Z');

  it('is asked for KPay, AyaPay and WavePay only, checked, and sent trimmed', async () => {
    const calls = openWalkIn();
    // Cash, the default: no reference.
    expect(reference()).toBeNull();
    for (const wallet of ['KPay', 'AyaPay', 'WavePay']) {
      choose(wallet);
      expect(reference(), wallet).not.toBeNull();
    }
    choose('KPay');
    type(/^Wallet transaction ID/, 'K'.repeat(61));
    expect(await screen.findByText('Wallet reference must be at most 60 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    type(/^Wallet transaction ID/, ' KP-2611-0042 ');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeTruthy();
    const [post] = calls.filter((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ paymentMethod: 'kpay', walletReference: 'KP-2611-0042' });
  }, 60_000);

  it('goes with the field when cash is chosen again: nothing typed for a wallet is sent', async () => {
    const calls = openWalkIn();
    choose('WavePay');
    type(/^Wallet transaction ID/, 'K'.repeat(61));
    choose('Cash');
    await waitFor(() => expect(reference()).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeTruthy();
    const [post] = calls.filter((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ paymentMethod: 'cash' });
    expect(post?.body).not.toHaveProperty('walletReference');
  }, 60_000);
});
