import { useRef, useState } from 'react';
import { useOpeningKey } from './use-opening-key.ts';

/**
 * A button that confirms a write (ADR 070): from the first press until the answer it is `pressed`
 * (show it disabled) and further presses do nothing, however fast they come (a ref sees the first
 * press before a re-render can disable the button). Every press of one opening gets the same
 * Idempotency-Key, so a retry after a failure answers the first result; the next opening gets a
 * new one. `work` answers a promise that settles with the answer (no promise: nothing was sent).
 */
export const useOnePress = (opened: boolean) => {
  const key = useOpeningKey(opened);
  const busy = useRef(false);
  const [pressed, setPressed] = useState(false);
  const press = (work: (idempotencyKey: string) => Promise<unknown> | null | void) => {
    if (busy.current) return;
    busy.current = true;
    const release = () => {
      busy.current = false;
      setPressed(false);
    };
    const answer = work(key.current());
    if (!answer) {
      busy.current = false;
      return;
    }
    setPressed(true);
    answer.then(release, release);
  };
  return { pressed, press };
};
