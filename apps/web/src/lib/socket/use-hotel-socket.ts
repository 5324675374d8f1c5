import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { defaultTimeZone, type HotelEvent, type Room, type SessionInfo } from '@frontdesk/domain';
import { probeServer } from '../api-client.ts';
import { getToken } from '../storage.ts';
import { signOutToStart } from '../sign-out.ts';
import { queryKeys, refetchForEvent } from '../query-keys.ts';
import { publishHotelEvent } from './hotel-events.ts';
import {
  getLiveState,
  onCatchUpRequest,
  reportLiveStatus,
  resetLiveStatus,
} from './live-status.ts';
import {
  createHotelSocket,
  hotelSocketUrl,
  type HotelSocket,
  type LiveStatus,
  type SocketFactory,
} from './hotel-socket.ts';
import { reloadHotelLists } from '../hotel-list.tsx';

export interface UseHotelSocketOptions {
  /** Called for every event after its queries were invalidated (e.g. to patch one room). */
  onEvent?: (event: HotelEvent) => void;
  /** Replaces the browser's WebSocket (tests). */
  createSocket?: SocketFactory;
  url?: string;
}

export interface HotelSocketHandle {
  send: (message: unknown) => boolean;
  /** Whether events arrive; anything but `live` (after the start) means the screen may be stale. */
  status: LiveStatus;
  /** Refetches what is shown and tries to connect again at once. */
  reconnect: () => void;
}

/**
 * Keeps the live connection open while the calling screen is mounted (mount it once per page
 * layout). Events invalidate the queries they make stale, then go to `useHotelEvents` listeners;
 * a reconnect invalidates everything, because events sent while disconnected were missed.
 * While not live, regaining focus, the network or sight of the page (and a room-state write the
 * desk refused) refetches and makes a fresh attempt at once; between those the socket keeps
 * checking at its calm pace, so a desk left alone through an outage catches up by itself.
 */
export const useHotelSocket = (options: UseHotelSocketOptions = {}): HotelSocketHandle => {
  const queryClient = useQueryClient();
  const socketRef = useRef<HotelSocket | null>(null);
  const onEventRef = useRef(options.onEvent);
  const { createSocket, url } = options;
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    onEventRef.current = options.onEvent;
  }, [options.onEvent]);

  useEffect(() => {
    const token = getToken();
    if (!token) return undefined;
    // Not while the first connection opens: nothing was missed yet.
    let behind = false;
    let lastStatus: LiveStatus = 'connecting';
    const socket = createHotelSocket({
      url: url ?? hotelSocketUrl(),
      token,
      ...(createSocket ? { createSocket } : {}),
      onEvent: (event) => {
        // The grid shows the new status at once; the refetch below confirms it.
        if (event.type === 'room_updated') {
          queryClient.setQueryData<Room[]>(queryKeys.rooms, (rooms) =>
            rooms?.map((room) =>
              room.Room === event.room ? { ...room, Status: event.status } : room,
            ),
          );
        }
        void refetchForEvent(queryClient, event);
        // The hotel list is no query (the first screen reads it without TanStack Query).
        if (event.type === 'hotel_updated') void reloadHotelLists();
        onEventRef.current?.(event);
        publishHotelEvent(event);
      },
      onReconnected: () => {
        void queryClient.invalidateQueries();
        void reloadHotelLists();
      },
      onUnauthorized: signOutToStart,
      onStatusChange: (next) => {
        const wasLive = lastStatus === 'live';
        lastStatus = next;
        behind = next === 'reconnecting' || next === 'stopped';
        // Dropped: is it the server that went away, or only the socket? Writes wait on the answer.
        if (wasLive && behind) void probeServer();
        const session = queryClient.getQueryData<SessionInfo>(queryKeys.session);
        reportLiveStatus(next, session?.hotel.timeZone ?? defaultTimeZone);
        setStatus(next);
      },
    });
    socketRef.current = socket;
    const catchUp = () => {
      if (!behind && !getLiveState().unreachable) return;
      void queryClient.invalidateQueries();
      socket.reconnect();
    };
    const catchUpWhenSeen = () => {
      if (document.visibilityState === 'visible') catchUp();
    };
    window.addEventListener('focus', catchUp);
    window.addEventListener('online', catchUp);
    document.addEventListener('visibilitychange', catchUpWhenSeen);
    const stopCatchUpRequests = onCatchUpRequest(catchUp);
    return () => {
      window.removeEventListener('focus', catchUp);
      window.removeEventListener('online', catchUp);
      document.removeEventListener('visibilitychange', catchUpWhenSeen);
      stopCatchUpRequests();
      socket.close();
      resetLiveStatus();
      if (socketRef.current === socket) socketRef.current = null;
    };
  }, [queryClient, createSocket, url]);

  const handle = useMemo(
    () => ({
      send: (message: unknown) => {
        if (socketRef.current) return socketRef.current.send(message);
        console.warn('Live connection is not open; message not sent', message);
        return false;
      },
      reconnect: () => {
        void queryClient.invalidateQueries();
        socketRef.current?.reconnect();
      },
    }),
    [queryClient],
  );
  return useMemo(() => ({ ...handle, status }), [handle, status]);
};
