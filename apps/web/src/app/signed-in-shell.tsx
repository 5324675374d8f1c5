import type { ReactNode } from 'react';
import { DateFieldsProvider } from '../i18n/date-fields-provider.tsx';
import classes from './signed-in-shell.module.css';
import { useTopBarDrawn } from './top-bar.tsx';

export interface SignedInShellProps {
  /** The top bar. */
  header: ReactNode;
  /** The screen under it. */
  children: ReactNode;
}

/**
 * The frame of the signed-in screens: a fixed 60px header (on a desk; narrower, as tall as the
 * top bar needs) and the page below it, with the date fields' settings (only signed-in screens
 * have date fields).
 */
export const SignedInShell = ({ header, children }: SignedInShellProps) => {
  // The page comes with the top bar or after it, never before (useTopBarDrawn).
  const barDrawn = useTopBarDrawn();
  return (
    <DateFieldsProvider>
      <header className={classes.header}>{header}</header>
      <main className={classes.main}>{barDrawn ? children : null}</main>
    </DateFieldsProvider>
  );
};
