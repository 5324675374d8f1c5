import { useRef, useState } from 'react';
import { useOpeningKey } from './use-opening-key.ts';

/**
 * The one way a button sends a write (ADR 070): a confirmation's Yes and a form's submit alike.
 * From the first press until the answer it is `pressed` (show it busy and disabled, from the
 * press's own render) and further presses do nothing, however fast they come: a ref sees the
 * first press before any re-render (a mutation's `isPending` reaches a render a macrotask
 * later). Every press of one opening gets the same Idempotency-Key, so a second press or a retry
 * after a lost answer is answered with the first result; the next opening gets a new one, and
 * `renew` starts a new operation in a form that stays open.
 *
 * `work` answers the promise of the write (no promise: nothing was sent, the button is free at
 * once); `press` answers that same promise, or undefined when the press was refused or sent
 * nothing.
 */
export const useOnePress = (opened: boolean) => {
  const key = useOpeningKey(opened);
  const busy = useRef(false);
  const [pressed, setPressed] = useState(false);
  const press = <T>(
    work: (idempotencyKey: string) => Promise<T> | null | undefined | void,
  ): Promise<T> | undefined => {
    if (busy.current) return undefined;
    busy.current = true;
    const answer = work(key.current()) as Promise<T> | null | undefined;
    if (!answer) {
      busy.current = false;
      return undefined;
    }
    setPressed(true);
    const release = () => {
      busy.current = false;
      setPressed(false);
    };
    answer.then(release, release);
    return answer;
  };
  return { pressed, press, renew: key.renew };
};
