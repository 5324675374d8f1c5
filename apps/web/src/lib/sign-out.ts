import { reloadAt } from './navigation.ts';
import { forgetSavedDesks } from './offline/saved-desk-key.ts';
import { clearSession } from './storage.ts';

/**
 * The token is gone or refused: forget the sign-in and the desk's saved copy (ADR 047), and start
 * again at the hotel picker.
 */
export const signOutToStart = () => {
  clearSession();
  forgetSavedDesks();
  reloadAt('/');
};
