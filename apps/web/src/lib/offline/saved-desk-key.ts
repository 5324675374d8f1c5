import { getHotel, getUserName } from '../storage.ts';

/**
 * Where a desk's saved copy of its room grid and lists is kept: one per hotel and user, so that
 * one sign-in never opens with another's copy (ADR 047). The light half of saved-desk.ts, for the
 * sign-out that every screen carries.
 */
const prefix = 'frontdesk:saved-desk:';

export const savedDeskKey = (): string => `${prefix}${getHotel()}:${getUserName() ?? ''}`;

/** Forgets every saved copy in this browser (signed out, or the token was refused). */
export const forgetSavedDesks = () => {
  try {
    const keys: string[] = [];
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // No storage (private mode): nothing was saved either.
  }
};
