import type { ReactNode } from 'react';
import classes from './scroll-column.module.css';

/**
 * A panel's list, as tall as its content up to `maxHeight`, then scrolling up and down with the
 * browser's scrollbar. Plain CSS: Mantine's ScrollArea (about 5 KB gzip) stays off the
 * dashboard's first load (ADR 054).
 */
export const ScrollColumn = ({
  maxHeight,
  children,
}: {
  maxHeight: number;
  children: ReactNode;
}) => (
  <div className={classes.column} style={{ maxHeight }} data-scroll-column="">
    {children}
  </div>
);
