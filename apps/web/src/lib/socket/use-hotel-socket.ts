import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { HotelEvent, Room } from '@frontdesk/domain';
import { getToken } from '../storage.ts';
import { signOutToStart } from '../sign-out.ts';
import { queryKeys, queryKeysForEvent } from '../query-keys.ts';
import { publishHotelEvent } from './hotel-events.ts';
import {
  createHotelSocket,
  hotelSocketUrl,
  type HotelSocket,
  type SocketFactory,
} from './hotel-socket.ts';

export interface UseHotelSocketOptions {
  /** Called for every event after its queries were invalidated (e.g. to patch one room). */
  onEvent?: (event: HotelEvent) => void;
  /** Replaces the browser's WebSocket (tests). */
  createSocket?: SocketFactory;
  url?: string;
}

export interface HotelSocketHandle {
  send: (message: unknown) => boolean;
}

/**
 * Keeps the live connection open while the calling screen is mounted (mount it once per page
 * layout). Events invalidate the queries they make stale, then go to `useHotelEvents` listeners;
 * a reconnect invalidates everything, because events sent while disconnected were missed.
 */
export const useHotelSocket = (options: UseHotelSocketOptions = {}): HotelSocketHandle => {
  const queryClient = useQueryClient();
  const socketRef = useRef<HotelSocket | null>(null);
  const onEventRef = useRef(options.onEvent);
  const { createSocket, url } = options;

  useEffect(() => {
    onEventRef.current = options.onEvent;
  }, [options.onEvent]);

  useEffect(() => {
    const token = getToken();
    if (!token) return undefined;
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
        for (const queryKey of queryKeysForEvent(event)) {
          void queryClient.invalidateQueries({ queryKey });
        }
        onEventRef.current?.(event);
        publishHotelEvent(event);
      },
      onReconnected: () => void queryClient.invalidateQueries(),
      onUnauthorized: signOutToStart,
    });
    socketRef.current = socket;
    return () => {
      socket.close();
      if (socketRef.current === socket) socketRef.current = null;
    };
  }, [queryClient, createSocket, url]);

  return useMemo(
    () => ({
      send: (message: unknown) => {
        if (socketRef.current) return socketRef.current.send(message);
        console.warn('Live connection is not open; message not sent', message);
        return false;
      },
    }),
    [],
  );
};
