import type { ReactNode } from 'react';
import classes from './dialog-columns.module.css';

/**
 * The three sections of a check-in, extension, food order or Guest Details dialog: side by side
 * on a desk, the first beside the other two on a tablet upright, one under another on a phone.
 */
export const DialogColumns = ({ children }: { children: ReactNode }) => (
  <div className={classes.columns}>{children}</div>
);
