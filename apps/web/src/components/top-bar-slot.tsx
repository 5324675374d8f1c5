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
