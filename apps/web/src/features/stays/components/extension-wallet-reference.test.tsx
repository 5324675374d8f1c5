import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Room } from '@frontdesk/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { anExtension, aRoom } from '../test/stay-fixtures.ts';
import { aGuest } from '../../../test/records.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { deskClockAt } from '../../../test/desk-clock.ts';
import { ExtendDaysDialog } from './extend-days-dialog.tsx';
import { ExtendHoursDialog } from './extend-hours-dialog.tsx';
import { ExtendLongStayDialog } from './extend-long-stay-dialog.tsx';

deskClockAt('2026-11-21T07:30:00Z'); // 14:00 on 21/11 at the hotel

type Dialog = ComponentType<{ room: Room; opened: boolean; onClose: () => void }>;
const reference = () => screen.queryByRole('textbox', { name: /^Wallet transaction ID/ });
const choose = (option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: /^Payment Method/ }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};

describe.each<[string, Dialog, string, number, () => void]>([
  ['Extend Stay', ExtendDaysDialog, 'extend-days', 2, () => {}],
  ['Extend Hours', ExtendHoursDialog, 'extend-hours', 3, () => {}],
  [
    'Extend Long Stay',
    ExtendLongStayDialog,
    'extend-long-stay',
    7,
    () => fireEvent.change(screen.getByLabelText(/^Price per Day/), { target: { value: '30000' } }),
  ],
])("%s: a wallet payment's transaction reference (ADR 051)", (_, Dialog, call, status, fill) => {
  it('is asked for a wallet only and sent with the extension', async () => {
    const guest =
      status === 7
        ? aGuest({ RoomType: 'long-stay', CheckoutDate: '2026-11-25T05:30:00.000Z' })
        : aGuest();
    const { calls } = fakeApi((request) => {
      if (request.path === '/guests/current/101') return { body: guest };
      if (request.path === `/guests/41/${call}`) return { status: 201, body: anExtension() };
      return undefined;
    });
    renderWithProviders(<Dialog room={aRoom('101', status)} opened onClose={() => {}} />);
    await screen.findByTestId('stay-current-checkout');
    fill();
    await waitFor(() => expect(screen.getByTestId('extend-total').textContent).not.toBe('-'));
    expect(reference()).toBeNull();
    choose('AyaPay');
    fireEvent.change(reference()!, { target: { value: 'K'.repeat(61) } });
    expect(await screen.findByText('Wallet reference must be at most 60 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Confirm/ }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(reference()!, { target: { value: ' AP-0099 ' } });
    fireEvent.click(screen.getByRole('button', { name: /^Confirm/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      paymentMethod: 'ayapay',
      walletReference: 'AP-0099',
    });
  });
});
