import { useMemo, useRef } from 'react';

/** Where a flow of dialogs started: focus goes back there when the flow ends. */
export interface FlowOrigin {
  /** Remembers `element`, or else what has focus now (the room card, row or button clicked). */
  remember: (element?: Element | null) => void;
  /** Gives focus back to the remembered element, if it is still on the page. */
  restore: () => void;
}

/**
 * Mantine's Modal gives focus back to what was focused when that modal opened. In a flow of
 * dialogs (a room's menu, its question, then an Error notice) that is a button of the dialog
 * before, gone by then, and a dialog mounted already open remembers nothing: focus fell to the
 * page body. A flow remembers its origin and the dialog that ends it gives focus back there.
 */
export const useFlowOrigin = (): FlowOrigin => {
  const origin = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember: (element) => {
        const candidate = element ?? document.activeElement;
        origin.current =
          candidate instanceof HTMLElement && candidate !== document.body ? candidate : null;
      },
      restore: () => {
        const element = origin.current;
        if (!element) return;
        // After the closing dialog's render; a Modal's own focus return (10 ms later) then finds
        // focus placed and leaves it alone.
        window.setTimeout(() => {
          if (element.isConnected) element.focus({ preventScroll: true });
        }, 0);
      },
    }),
    [],
  );
};
