import { useCallback, useEffect, useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * One Idempotency-Key per opening of a dialog: every send of that opening (a retry after a lost
 * answer, a second try after fixing a field) carries it, so the server does the work once (and
 * refuses another request under the same key); the next opening gets a new one. `renew` starts a
 * new operation in a form that stays open (Add in Food Menu Management after an item is added).
 */
export const useOpeningKey = (opened: boolean) => {
  const key = useRef<string | null>(null);
  useEffect(() => {
    if (opened) key.current = newIdempotencyKey();
  }, [opened]);
  const current = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const renew = useCallback(() => {
    key.current = newIdempotencyKey();
  }, []);
  return { current, renew };
};
