import { useSession } from '../lib/session.ts';
import { getRole } from '../lib/storage.ts';

/**
 * Where a signed-in frame must send the desk instead of showing its page (ADR 035): a user whose
 * password the owner gave chooses their own first; a receptionist's token on an owner page gets
 * the admin sign-in page. Undefined: stay. The frame renders meanwhile (the session is read in
 * the background), so the first screen waits for nothing; the server refuses what it must.
 */
export const useSessionRedirect = (ownerPage: boolean): string | undefined => {
  const session = useSession();
  const role = session.data?.user.role ?? getRole();
  if (session.data?.mustChangePassword) return '/choose-password';
  if (ownerPage && role === 'reception') return '/admin-login';
  return undefined;
};
