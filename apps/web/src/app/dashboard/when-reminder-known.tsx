import { Suspense, type ReactNode } from 'react';
import { useImmigrationDue } from '../../features/register/api/register.ts';

/**
 * Draws the dashboard once the immigration reminder (ADR 043) knows whether it shows. The
 * reminder is the one part drawn above everything else, and only when someone is due: drawn
 * after the rest, it pushed the stat cards, panels and room grid down the screen as a desk was
 * reaching for them (Lighthouse: a layout shift of 0.28 on /dashboard, ADR 055). Its answer is
 * one of the dashboard's first calls (ADR 053) and its chunk is preloaded, so the wait is the
 * calls' own. A first failed attempt, or a desk offline, draws the rest at once, without it.
 * The reminder's lazy chunk suspends here too, so it never arrives after the rest either.
 */
export const WhenReminderKnown = ({ children }: { children: ReactNode }) => {
  const due = useImmigrationDue();
  const known = !due.isPending || due.failureCount > 0 || due.fetchStatus === 'paused';
  return known ? <Suspense fallback={null}>{children}</Suspense> : null;
};
