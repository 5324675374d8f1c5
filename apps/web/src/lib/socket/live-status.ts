import { useSyncExternalStore } from 'react';
import { defaultTimeZone } from '@frontdesk/domain';
import type { LiveStatus } from './hotel-socket.ts';

/**
 * Whether this desk follows the hotel live, for every part of the screen that must say so or act
 * on it (the room grid's mark, the refusal of room-state writes), without passing it down.
 */
export interface LiveState {
  status: LiveStatus;
  /** When the desk stopped being live (the drop, or the first failed attempt); null while live. */
  notLiveSince: Date | null;
  /** The hotel's time zone as the desk last knew it, for saying that time outside a screen. */
  timeZone: string;
}

const initial: LiveState = { status: 'connecting', notLiveSince: null, timeZone: defaultTimeZone };
let state: LiveState = initial;
const listeners = new Set<() => void>();
let catchUp: (() => void) | undefined;

const isBehind = (status: LiveStatus) => status === 'reconnecting' || status === 'stopped';

/** The desk's live connection changed status (use-hotel-socket.ts); `now` is when. */
export const reportLiveStatus = (
  status: LiveStatus,
  timeZone: string = state.timeZone,
  now: Date = new Date(),
) => {
  const notLiveSince = isBehind(status) ? (state.notLiveSince ?? now) : null;
  if (status === state.status && notLiveSince === state.notLiveSince && timeZone === state.timeZone)
    return;
  state = { status, notLiveSince, timeZone };
  for (const listener of listeners) listener();
};

/** No live connection any more (signed out, layout left): nothing to report. */
export const resetLiveStatus = () => reportLiveStatus('connecting', defaultTimeZone);

export const getLiveState = (): LiveState => state;

/** What to do when something needs the desk live now (refetch, fresh attempt); undo returned. */
export const onCatchUpRequest = (handler: () => void) => {
  catchUp = handler;
  return () => {
    if (catchUp === handler) catchUp = undefined;
  };
};

/** A write was refused for want of live updates: try to get live again at once. */
export const requestCatchUp = () => catchUp?.();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLiveState = (): LiveState => useSyncExternalStore(subscribe, getLiveState);
