import { useCallback, useRef } from 'react';

/**
 * Sends one request at a time: a second click while the first is on its way does nothing (a
 * double click on Add would otherwise send twice before the button shows it is busy).
 */
export const useSendOnce = () => {
  const sending = useRef(false);
  return useCallback(<T>(send: () => Promise<T>): Promise<T> | undefined => {
    if (sending.current) return undefined;
    sending.current = true;
    return send().finally(() => {
      sending.current = false;
    });
  }, []);
};
