import { useEffect, useState } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
} from '@tanstack/query-persist-client-core';
import { queryKeys } from '../query-keys.ts';
import { getToken } from '../storage.ts';
import { getLiveState, reportFrameOpened } from '../socket/live-status.ts';
import { savedDeskKey } from './saved-desk-key.ts';

/**
 * A copy is kept at most this long after the desk was last live: under a day, so that 'not live
 * since HH:MM' can only mean the last such time before now (ADR 047).
 */
export const savedDeskMaxAgeMs = 18 * 60 * 60_000;

/**
 * The reception's reads a desk opens with when its server cannot be reached: the room grid, the
 * stat cards, the day's lists and the session (hotel name, time zone). Guest details, folios and
 * the register (identity documents) are never saved; tokens are not query data.
 */
const savedRoots: ReadonlySet<string> = new Set(
  [
    queryKeys.session,
    queryKeys.hotelDetails,
    queryKeys.rooms,
    queryKeys.roomPrices,
    queryKeys.stats,
    queryKeys.reservations,
    queryKeys.roomRevenue,
    queryKeys.foodRevenue,
    queryKeys.incomes,
  ].map(([root]) => root),
);

const isSaved = (query: Query) =>
  query.state.status === 'success' && savedRoots.has(String(query.queryKey[0]));

/** Changes when the API's contract changes (vite.config.ts): an older copy is not restored. */
const contractVersion: string = import.meta.env.VITE_CONTRACT_VERSION ?? 'dev';

interface SavedDesk extends PersistedClient {
  /** When the desk last knew it was current (live, or its calls answered), ms since the epoch. */
  liveAt?: number;
}

/** The desk believes what it shows is current: nothing says otherwise. */
const isCurrent = () => {
  const live = getLiveState();
  return !live.unreachable && live.notLiveSince === null;
};

/**
 * Restores the desk's saved copy into `queryClient` and keeps it saved while mounted; answers
 * when the copy it opened with was last live (null: none).
 */
const openSavedDesk = async (queryClient: QueryClient) => {
  let liveAt: number | undefined;
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => window.localStorage.getItem(key),
      // A save still pending when the desk signs out is dropped, not written after the sign-out.
      setItem: (key, value) => {
        if (getToken()) window.localStorage.setItem(key, value);
      },
      removeItem: (key) => window.localStorage.removeItem(key),
    },
    key: savedDeskKey(),
    throttleTime: 1000,
    serialize: (client) => {
      if (isCurrent()) liveAt = Date.now();
      return JSON.stringify({ ...client, liveAt } satisfies SavedDesk);
    },
    deserialize: (text) => {
      const saved = JSON.parse(text) as SavedDesk;
      liveAt = saved.liveAt;
      // A copy never live, or live too long ago, is not shown: it is expired like an old one.
      const fresh = liveAt !== undefined && Date.now() - liveAt <= savedDeskMaxAgeMs;
      return fresh ? saved : { ...saved, timestamp: 0 };
    },
    // A full storage drops the oldest list first rather than saving nothing.
    retry: removeOldestQuery,
  });
  // Kept while the desk is on another page too, or the copy would lose the grid after 5 minutes.
  for (const root of savedRoots)
    queryClient.setQueryDefaults([root], { gcTime: savedDeskMaxAgeMs });
  const options = { queryClient, persister, buster: contractVersion };
  try {
    await persistQueryClientRestore({ ...options, maxAge: savedDeskMaxAgeMs });
  } catch {
    // Unreadable: already removed; the desk opens as without a copy.
    liveAt = undefined;
  }
  // What the desk last knew, not what is true now: every list restored is asked for again as its
  // page mounts, however recently it was saved. Its save waits a second after a change, so a
  // desk reloaded just after a write would otherwise show the list before it, as fresh, until
  // some event touched that list again.
  await queryClient.invalidateQueries({
    predicate: (query) => savedRoots.has(String(query.queryKey[0])),
    refetchType: 'none',
  });
  const restoredLiveAt = liveAt === undefined ? null : new Date(liveAt);
  const stop = persistQueryClientSubscribe({
    ...options,
    dehydrateOptions: { shouldDehydrateQuery: isSaved },
  });
  return { restoredLiveAt, stop };
};

/**
 * The reception frame's saved copy (ADR 047): restored before the page renders, so that a desk
 * whose server cannot be reached opens with its last-known room grid and lists, then saved as
 * the desk's reads change. Answers whether the page may render.
 */
export const useSavedDesk = (): boolean => {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!getToken()) {
      setReady(true);
      return undefined;
    }
    let left = false;
    let stop: (() => void) | undefined;
    void openSavedDesk(queryClient).then((opened) => {
      if (left) {
        opened.stop();
        return;
      }
      stop = opened.stop;
      reportFrameOpened(opened.restoredLiveAt);
      setReady(true);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient]);
  return ready;
};
