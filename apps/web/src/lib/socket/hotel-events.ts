import { useEffect, useEffectEvent } from 'react';
import type { HotelEvent } from '@frontdesk/domain';

type HotelEventListener = (event: HotelEvent) => void;

const listeners = new Set<HotelEventListener>();

/** Hands a live event to every screen part listening (the layout's socket calls this). */
export const publishHotelEvent = (event: HotelEvent) => {
  for (const listener of listeners) listener(event);
};

export const subscribeToHotelEvents = (listener: HotelEventListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Calls `listener` for each live event while the caller is mounted, e.g. to close a question
 * about a room that has just changed. The queries are already invalidated by then.
 */
export const useHotelEvents = (listener: HotelEventListener) => {
  const onEvent = useEffectEvent(listener);
  useEffect(() => subscribeToHotelEvents((event) => onEvent(event)), []);
};
