import { useState } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * One Idempotency-Key per opening of a dialog: every submit of that opening (a retry after a
 * lost answer, a double click) is the same operation to the server, done once (ADR 031). A
 * dialog that stays mounted while closed gets a new key each time `opened` turns true.
 */
export const useDialogIdempotencyKey = (opened = true): string => {
  const [state, setState] = useState(() => ({ opened, key: newIdempotencyKey() }));
  if (opened !== state.opened) {
    const next = { opened, key: opened ? newIdempotencyKey() : state.key };
    setState(next);
    return next.key;
  }
  return state.key;
};
