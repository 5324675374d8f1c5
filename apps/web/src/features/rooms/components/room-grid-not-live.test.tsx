import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSocket, FakeSocket } from '../../../test/fake-socket.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { useHotelSocket } from '../../../lib/socket/use-hotel-socket.ts';
import { setDisplayDigits, setDisplayLanguage } from '../../../i18n/display-locale.ts';
import { aRoom } from '../test/room-fixtures.ts';
import { RoomGrid } from './room-grid.tsx';

/** The dashboard's grid under the layout's live connection (a fake socket the test drives). */
const WithLiveUpdates = () => {
  useHotelSocket({ createSocket: createFakeSocket, url: 'ws://desk.test/ws' });
  return <RoomGrid />;
};

const goLive = () =>
  act(() => {
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
  });

describe('RoomGrid while the desk is not live', () => {
  beforeEach(() => {
    FakeSocket.reset();
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // 07:35 UTC is 14:05 in Yangon, the hotel's time.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T07:35:00Z') });
  });

  it("is marked 'Not live since' the drop, in the hotel's time and the chosen digits", async () => {
    fakeApi(() => ({ body: [aRoom('101', 1, 1)] }));
    renderWithProviders(<WithLiveUpdates />);
    await screen.findByRole('button', { name: 'Room 101, Available' });
    goLive();
    expect(screen.queryByText(/not live/i)).toBeNull();

    act(() => FakeSocket.latest.drop());
    vi.setSystemTime(new Date('2026-11-25T07:50:00Z'));
    expect((await screen.findByTestId('not-live-mark')).textContent).toBe('Not live since 14:05');

    act(() => setDisplayLanguage('my'));
    expect(screen.getByTestId('not-live-mark').textContent).toBe('၁၄:၀၅ မှစ၍ တိုက်ရိုက် အပ်ဒိတ် မရပါ');
    act(() => {
      setDisplayLanguage('en');
      setDisplayDigits('latn');
    });

    goLive();
    await waitFor(() => expect(screen.queryByTestId('not-live-mark')).toBeNull());
  });

  it('refuses a room-state change unsent, says why, and tries to get live at once', async () => {
    const user = userEvent.setup();
    let status = 1;
    const { calls } = fakeApi((call) => {
      if (call.method === 'PUT') status = (call.body as { status: number }).status;
      return { body: call.method === 'PUT' ? aRoom('101', 1, status) : [aRoom('101', 1, status)] };
    });
    renderWithProviders(<WithLiveUpdates />);
    goLive();
    act(() => FakeSocket.latest.drop());
    const attempts = FakeSocket.instances.length;

    await user.click(await screen.findByRole('button', { name: 'Room 101, Available' }));
    await user.click(screen.getByRole('button', { name: 'Maintenance' }));
    await user.click(await screen.findByRole('button', { name: 'Set to Maintenance' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain(
      'Not live since 14:05: this desk may be showing old room states, so nothing was saved.',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(screen.getByRole('button', { name: 'Room 101, Available' })).toBeTruthy();
    // The refusal itself asked for a fresh attempt; once live, the same change goes through.
    expect(FakeSocket.instances.length).toBe(attempts + 1);
    goLive();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Room 101, Available' }));
    await user.click(screen.getByRole('button', { name: 'Maintenance' }));
    await user.click(await screen.findByRole('button', { name: 'Set to Maintenance' }));
    expect(await screen.findByRole('button', { name: 'Room 101, Maintenance' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});
