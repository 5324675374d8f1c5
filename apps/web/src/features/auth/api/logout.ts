import { api } from '../../../lib/api-client.ts';
import { signOutToStart } from '../../../lib/sign-out.ts';

/**
 * Logout: revoke the token on the server (its failure is ignored: the desk must be able to leave
 * even offline), forget token, name and role, and start again at /.
 */
export const logout = async (): Promise<void> => {
  try {
    await api.post('/logout');
  } catch {
    // Ignored on purpose (see above).
  }
  signOutToStart();
};
