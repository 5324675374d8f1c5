import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aCheckInResponse, aRoom } from '../../test/room-fixtures.ts';
import { fakeApi, type FakeCall } from '../../../../test/fake-api.ts';
import { CheckInFlow } from './check-in-flow.tsx';
import { deskClockAt } from '../../../../test/desk-clock.ts';

const room101 = aRoom('101', 1);

/** A full-night walk-in's check-in of room 101 over a fake API that takes it. */
const open = () => {
  const api = fakeApi((call: FakeCall) =>
    call.method === 'POST' ? { status: 201, body: aCheckInResponse() } : { body: [room101] },
  );
  renderWithProviders(
    <CheckInFlow
      source={{ kind: 'walk-in', room: room101, stayType: 'full-night' }}
      opened
      onClose={() => {}}
    />,
  );
  return api;
};

describe('a foreign guest at check-in (ADR 043)', () => {
  // 14:00 on 21 Nov 2026 at the hotel (Asia/Yangon, UTC+06:30).
  deskClockAt('2026-11-21T07:30:00Z');

  it('asks passport, nationality and visa once Foreigner is ticked, and sends them', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    await user.type(screen.getByLabelText(/^Name/), 'Somchai');
    await user.type(screen.getByLabelText(/^National ID/), 'X1234567');
    await user.type(screen.getByLabelText(/^Phone/), '+66 81 234 5678');
    // A local guest is asked for no passport.
    expect(screen.queryByLabelText(/^Passport number/)).toBeNull();

    await user.click(screen.getByLabelText('Foreigner'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Passport number is required')).toBeTruthy();
    expect(screen.getByText('Nationality is required')).toBeTruthy();
    expect(screen.getByText('Visa type is required')).toBeTruthy();
    expect(screen.getByText('Visa expiry is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Typed at once (user.type is slow on a busy machine); the form hears each change.
    const typeInto = (input: HTMLElement, text: string) =>
      fireEvent.change(input, { target: { value: text } });
    typeInto(screen.getByLabelText(/^Passport number/), 'X1234567');
    typeInto(screen.getByLabelText(/^Nationality/), 'Thai');
    // The visa type's suggestions list is labelled by the field too: type into its input.
    const visaType = screen.getAllByLabelText(/^Visa type/).find((el) => el.tagName === 'INPUT');
    typeInto(visaType!, 'Tourist');
    const expiry = screen.getByLabelText(/^Visa expiry/);
    typeInto(expiry, '31/01/2027');
    fireEvent.blur(expiry);
    await waitFor(() => expect(screen.queryByText('Visa expiry is required')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeTruthy();
    const [post] = calls.filter((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      guest: {
        name: 'Somchai',
        isForeigner: true,
        passportNumber: 'X1234567',
        nationality: 'Thai',
        visaType: 'Tourist',
        visaExpiry: '2027-01-31',
      },
    });
  }, 60_000);

  describe('the passport number fills National ID, typed once (issue 44)', () => {
    const nationalId = () => screen.getByLabelText<HTMLInputElement>(/^National ID/);
    const passport = () => screen.getByLabelText<HTMLInputElement>(/^Passport number/);

    it('fills an empty National ID as the passport is typed, and sends both', async () => {
      const user = userEvent.setup();
      const { calls } = open();
      await user.type(screen.getByLabelText(/^Name/), 'Somchai');
      await user.type(screen.getByLabelText(/^Phone/), '+66 81 234 5678');
      await user.click(screen.getByLabelText('Foreigner'));
      expect(passport()).toHaveAccessibleDescription('Also fills National ID while that is empty.');
      await user.type(passport(), 'AA1234567');
      expect(nationalId()).toHaveValue('AA1234567');
      // A mistyped passport number corrected: National ID follows it.
      await user.type(passport(), '{Backspace}8');
      expect(passport()).toHaveValue('AA1234568');
      expect(nationalId()).toHaveValue('AA1234568');

      fireEvent.change(screen.getByLabelText(/^Nationality/), { target: { value: 'Thai' } });
      const visaType = screen.getAllByLabelText(/^Visa type/).find((el) => el.tagName === 'INPUT');
      fireEvent.change(visaType!, { target: { value: 'Tourist' } });
      const expiry = screen.getByLabelText(/^Visa expiry/);
      fireEvent.change(expiry, { target: { value: '31/01/2027' } });
      fireEvent.blur(expiry);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByRole('dialog', { name: 'Success' })).toBeInTheDocument();
      const [post] = calls.filter((call) => call.method === 'POST');
      expect(post?.body).toMatchObject({
        guest: { nationalId: 'AA1234568', isForeigner: true, passportNumber: 'AA1234568' },
      });
    }, 60_000);

    it('never overwrites a National ID typed before or after', async () => {
      const user = userEvent.setup();
      open();
      await user.type(nationalId(), 'TH-3100600123456');
      await user.click(screen.getByLabelText('Foreigner'));
      await user.type(passport(), 'AA1234567');
      expect(nationalId()).toHaveValue('TH-3100600123456');

      // Cleared, it follows the passport again; typed in, it is the receptionist's own.
      await user.clear(nationalId());
      await user.type(passport(), '8');
      expect(nationalId()).toHaveValue('AA12345678');
      await user.type(nationalId(), '-B');
      await user.type(passport(), '9');
      expect(passport()).toHaveValue('AA123456789');
      expect(nationalId()).toHaveValue('AA12345678-B');
    }, 60_000);
  });
});
