import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The element in the top bar where the current page puts its own button. */
export const TopBarSlotContext = createContext<HTMLElement | null>(null);

/**
 * A page's own top-bar button(s) (SPEC.md section 2, 'a page-specific button'). Renders into the
 * layout's slot, so pages need not know the top bar.
 */
export const TopBarAction = ({ children }: { children: ReactNode }) => {
  const slot = useContext(TopBarSlotContext);
  return slot ? createPortal(children, slot) : null;
};

/**
 * Find guest (issue 19): the layout draws its button with the top bar, so that nothing in the bar
 * moves when the dashboard's code comes (ADR 055); the dashboard owns the dialog and its code.
 * `opened` is null until it is first chosen; `preload` is the dialog's, once the dashboard is in.
 */
export interface GuestSearchRequest {
  opened: boolean | null;
  setOpened: (opened: boolean) => void;
  preload: { current: (() => void) | undefined };
}

export const GuestSearchContext = createContext<GuestSearchRequest | null>(null);
