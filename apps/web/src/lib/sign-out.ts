import { reloadAt } from './navigation.ts';
import { clearSession } from './storage.ts';

/** The token is gone or refused: forget the sign-in and start again at the hotel picker. */
export const signOutToStart = () => {
  clearSession();
  reloadAt('/');
};
