import { isHotelKey, type HotelKey } from '@frontdesk/domain';

/** The browser-stored values of SPEC.md section 3; the key names are part of the contract. */
export const storageKeys = {
  token: 'token',
  name: 'name',
  role: 'role',
  hotel: 'hotel',
} as const;

const changeEvent = 'frontdesk:storage';

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null) => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app still works for this page view.
  }
  window.dispatchEvent(new Event(changeEvent));
};

export const getToken = (): string | null => read(storageKeys.token);
export const getUserName = (): string | null => read(storageKeys.name);

/** The signed-in user's role as the sign-in answered it ('reception', 'admin'), if any. */
export const getRole = (): string | null => read(storageKeys.role);

/**
 * SPEC.md section 1: before a hotel is chosen, the default is aureo. Hotels come from the
 * database (issue 18): a deployment without it defaults to its first hotel (useCurrentHotel).
 */
const specDefaultHotel = 'aureo';

/** The chosen hotel; nothing stored (or no hotel key) is SPEC's default. */
export const getHotel = (): HotelKey => {
  const stored = read(storageKeys.hotel);
  return isHotelKey(stored) ? stored : specDefaultHotel;
};

export const setHotel = (hotel: HotelKey) => write(storageKeys.hotel, hotel);

export interface StoredSession {
  token: string;
  name?: string | undefined;
  role?: string | undefined;
}

/** Stores a sign-in; values not given (the admin sign-in has no name or role) are removed. */
export const storeSession = ({ token, name, role }: StoredSession) => {
  write(storageKeys.token, token);
  write(storageKeys.name, name ?? null);
  write(storageKeys.role, role ?? null);
};

/** Forgets the sign-in (token, name and role); the chosen hotel stays. */
export const clearSession = () => {
  write(storageKeys.token, null);
  write(storageKeys.name, null);
  write(storageKeys.role, null);
};

/** Calls `listener` when a stored value changes, in this tab or in another one. */
export const subscribeToStorage = (listener: () => void): (() => void) => {
  window.addEventListener(changeEvent, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(changeEvent, listener);
    window.removeEventListener('storage', listener);
  };
};
