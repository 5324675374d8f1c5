import { useSyncExternalStore } from 'react';
import type { HotelKey } from '@frontdesk/domain';
import { getHotel, getUserName, subscribeToStorage } from './storage.ts';

/** The chosen hotel, re-rendering when it changes (in this tab or another). */
export const useStoredHotel = (): HotelKey => useSyncExternalStore(subscribeToStorage, getHotel);

/** The signed-in user's display name, as stored at sign-in. */
export const useStoredUserName = (): string | null =>
  useSyncExternalStore(subscribeToStorage, getUserName);
