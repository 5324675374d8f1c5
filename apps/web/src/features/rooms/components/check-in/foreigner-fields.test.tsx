import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aCheckInResponse, aRoom } from '../../test/room-fixtures.ts';
import { fakeApi, type FakeCall } from '../../../../test/fake-api.ts';
import { CheckInFlow } from './check-in-flow.tsx';
import { deskClockAt } from '../../../../test/desk-clock.ts';

const room101 = aRoom('101', 1);

describe('a foreign guest at check-in (ADR 043)', () => {
  // 14:00 on 21 Nov 2026 at the hotel (Asia/Yangon, UTC+06:30).
  deskClockAt('2026-11-21T07:30:00Z');

  it('asks passport, nationality and visa once Foreigner is ticked, and sends them', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call: FakeCall) =>
      call.method === 'POST' ? { status: 201, body: aCheckInResponse() } : { body: [room101] },
    );
    renderWithProviders(
      <CheckInFlow
        source={{ kind: 'walk-in', room: room101, stayType: 'full-night' }}
        opened
        onClose={() => {}}
      />,
    );
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
});
