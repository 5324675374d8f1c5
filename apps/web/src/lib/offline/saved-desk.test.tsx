import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { createTestQueryClient } from '../../test/render.tsx';
import { queryKeys } from '../query-keys.ts';
import { getLiveState, resetLiveStatus } from '../socket/live-status.ts';
import { signOutToStart } from '../sign-out.ts';
import { useSavedDesk } from './saved-desk.ts';

// jsdom cannot navigate; the sign-out's page load is not what is tested here.
vi.mock('../navigation.ts', () => ({ reloadAt: vi.fn() }));

const rooms = [{ Room: '101', Status: 1 }];

const Frame = () => (useSavedDesk() ? <p>page</p> : null);

const openFrame = async (queryClient: QueryClient) => {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Frame />
    </QueryClientProvider>,
  );
  await screen.findByText('page');
  return view;
};

const savedText = (name: string) =>
  window.localStorage.getItem(`frontdesk:saved-desk:aureo:${name}`);

const signIn = (name: string) => {
  window.localStorage.setItem('hotel', 'aureo');
  window.localStorage.setItem('token', 'tok-secret');
  window.localStorage.setItem('name', name);
};

/** A desk that showed its grid (and one guest's details) while its server answered. */
const deskThatWasLive = async () => {
  signIn('Aye Aye');
  const queryClient = createTestQueryClient();
  const view = await openFrame(queryClient);
  queryClient.setQueryData(queryKeys.rooms, rooms);
  queryClient.setQueryData([...queryKeys.stayGuest, '101'], { nationalId: '12/ABC(N)123456' });
  await waitFor(() => expect(savedText('Aye Aye')).toContain('"rooms"'));
  view.unmount();
  resetLiveStatus();
};

describe('the reception frame’s saved copy (ADR 047)', () => {
  // Dates run on (the persister throttles by them), from a fixed morning.
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['Date'],
      now: new Date('2026-11-25T07:35:00Z'),
      shouldAdvanceTime: true,
    }),
  );
  afterEach(() => {
    resetLiveStatus();
    vi.useRealTimers();
  });

  it('keeps the grid and lists, never guest details or the token', async () => {
    await deskThatWasLive();
    const saved = savedText('Aye Aye') ?? '';
    expect(saved).toContain('"101"');
    expect(saved).not.toContain('stay-guest');
    expect(saved).not.toContain('12/ABC(N)123456');
    expect(saved).not.toContain('tok-secret');
  });

  it('opens the same user’s desk with it, writes waiting for the server’s first answer', async () => {
    await deskThatWasLive();
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    const queryClient = createTestQueryClient();
    await openFrame(queryClient);
    expect(queryClient.getQueryData(queryKeys.rooms)).toEqual(rooms);
    expect(getLiveState().unreachable).toBe(true);
  });

  it('asks again at once for every list it opens with, even one saved a second before', async () => {
    await deskThatWasLive();
    const queryClient = createTestQueryClient();
    queryClient.setDefaultOptions({ queries: { staleTime: 30_000 } });
    const now = [{ Room: '101', Status: 2 }];
    const askRooms = vi.fn(async () => now);
    const Grid = () => {
      const { data } = useQuery({ queryKey: queryKeys.rooms, queryFn: askRooms });
      return <p>{data?.[0]?.Status === 2 ? 'occupied' : 'as saved'}</p>;
    };
    const GridFrame = () => (useSavedDesk() ? <Grid /> : null);
    render(
      <QueryClientProvider client={queryClient}>
        <GridFrame />
      </QueryClientProvider>,
    );
    await screen.findByText('occupied');
    expect(askRooms).toHaveBeenCalledTimes(1);
  });

  it('is not shown to another user, nor after 18 hours, and is forgotten on sign-out', async () => {
    await deskThatWasLive();
    signIn('Ko Ko');
    const other = createTestQueryClient();
    (await openFrame(other)).unmount();
    expect(other.getQueryData(queryKeys.rooms)).toBeUndefined();
    expect(getLiveState().unreachable).toBe(false);
    resetLiveStatus();

    signIn('Aye Aye');
    vi.setSystemTime(new Date('2026-11-26T02:00:00Z'));
    const nextDay = createTestQueryClient();
    (await openFrame(nextDay)).unmount();
    expect(nextDay.getQueryData(queryKeys.rooms)).toBeUndefined();
    resetLiveStatus();

    vi.setSystemTime(new Date('2026-11-25T07:35:00Z'));
    const desk = createTestQueryClient();
    await openFrame(desk);
    desk.setQueryData(queryKeys.rooms, rooms);
    await waitFor(() => expect(savedText('Aye Aye')).toContain('"rooms"'));
    // A change just before Logout: its save, due a second later, is not written after it.
    desk.setQueryData(queryKeys.stats, { availability: 3 });
    signOutToStart();
    expect(savedText('Aye Aye')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(savedText('Aye Aye')).toBeNull();
  });
});
