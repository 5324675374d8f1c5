import { useSyncExternalStore } from 'react';
import { defaultTimeZone } from '@frontdesk/domain';
import type { LiveStatus } from './hotel-socket.ts';

/**
 * Whether this desk follows the hotel live, for every part of the screen that must say so or act
 * on it (the room grid's mark, the banner, the refusal of writes), without passing it down.
 */
export interface LiveState {
  status: LiveStatus;
  /** When the desk stopped being live (the drop, or the first failed attempt); null while live. */
  notLiveSince: Date | null;
  /** The hotel's time zone as the desk last knew it, for saying that time outside a screen. */
  timeZone: string;
  /**
   * The server is not answering (a call got no answer, or only a proxy's 502-504), or the
   * desk opened from its saved copy and the server has not answered yet: every write is refused
   * unsent until it does (ADR 047).
   */
  unreachable: boolean;
}

const initial: LiveState = {
  status: 'connecting',
  notLiveSince: null,
  timeZone: defaultTimeZone,
  unreachable: false,
};
let state: LiveState = initial;
const listeners = new Set<() => void>();
let catchUp: (() => void) | undefined;
/** A signed-in desk follows its server (the reception frame is open); none otherwise. */
let following = false;
/** When the saved copy the desk opened with was last live; until the server answers. */
let savedCopyLiveAt: Date | null = null;

const isBehind = (status: LiveStatus) => status === 'reconnecting' || status === 'stopped';

const update = (next: LiveState) => {
  if (
    next.status === state.status &&
    next.notLiveSince === state.notLiveSince &&
    next.timeZone === state.timeZone &&
    next.unreachable === state.unreachable
  )
    return;
  state = next;
  for (const listener of listeners) listener();
};

/** Since when the desk's picture may be old: the drop, the saved copy's time, or `now`. */
const sinceOr = (now: Date) => state.notLiveSince ?? savedCopyLiveAt ?? now;

/** The desk's live connection changed status (use-hotel-socket.ts); `now` is when. */
export const reportLiveStatus = (
  status: LiveStatus,
  timeZone: string = state.timeZone,
  now: Date = new Date(),
) => {
  following = true;
  if (status === 'live') savedCopyLiveAt = null;
  // Live means the server answers; a drop alone does not say it cannot be reached (the desk asks,
  // use-hotel-socket.ts), and a socket that never opens (a proxy that passes no websockets) says
  // nothing about the calls.
  const unreachable = status === 'live' ? false : state.unreachable;
  const notLiveSince = isBehind(status) || unreachable ? sinceOr(now) : null;
  update({ status, notLiveSince, timeZone, unreachable });
};

/**
 * The reception frame opened: from here on a call without an answer means the server cannot be
 * reached. With the copy saved at its last visit (live until `liveAt`), writes wait for the
 * server's first answer.
 */
export const reportFrameOpened = (liveAt: Date | null) => {
  following = true;
  savedCopyLiveAt = liveAt;
  if (liveAt) update({ ...state, unreachable: true });
};

/** A call got an answer from the server: it can be reached. */
export const reportServerAnswered = () => {
  savedCopyLiveAt = null;
  if (!state.unreachable) return;
  update({
    ...state,
    unreachable: false,
    notLiveSince: isBehind(state.status) ? state.notLiveSince : null,
  });
};

/** A call got no answer (or only a proxy's 502-504): the server cannot be reached. */
export const reportServerSilent = (now: Date = new Date()) => {
  if (!following) return;
  update({ ...state, unreachable: true, notLiveSince: sinceOr(now) });
};

/** No live connection any more (signed out, layout left): nothing to report. */
export const resetLiveStatus = () => {
  following = false;
  savedCopyLiveAt = null;
  update({ ...initial });
};

export const getLiveState = (): LiveState => state;

/** Since when a write refused now would say the desk was not live. */
export const refusedSince = (now: Date = new Date()): Date => sinceOr(now);

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

/**
 * One part of the live state (`part` answers a field as stored), drawn again only when that part
 * changes: the connection opening (connecting to live) changes no part the grid or the banner
 * shows. React also redoes a render in progress, in one blocking task, when an external store it
 * read changes under it; a part that did not change does not count.
 */
export const useLiveState = <Part>(part: (live: LiveState) => Part): Part =>
  useSyncExternalStore(subscribe, () => part(state));
