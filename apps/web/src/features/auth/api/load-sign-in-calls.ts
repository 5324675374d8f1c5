import { NetworkError } from '../../../lib/api-client.ts';
import { preloadRoute } from '../../../lib/route-preload.ts';

type SignInCalls = typeof import('./sign-in-calls.ts');
let calls: Promise<SignInCalls> | undefined;

/**
 * The sign-in calls and their checks (zod), fetched once: on the first focus in a form, so they
 * are here by the time someone presses Sign in, and awaited on submit. A failed download is told
 * as the server being unreachable, and tried again on the next submit.
 */
export const loadSignInCalls = (): Promise<SignInCalls> => {
  calls ??= import('./sign-in-calls.ts').catch((failure: unknown) => {
    calls = undefined;
    throw new NetworkError(failure);
  });
  return calls;
};

/**
 * Someone started filling a sign-in form: fetch what sending it needs and, when it leads
 * somewhere (`next`), that page's code, while they type.
 */
export const prepareSignIn = (next?: string) => {
  void loadSignInCalls().catch(() => undefined);
  if (next) void preloadRoute(next);
};
