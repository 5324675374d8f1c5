import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useImmigrationDue } from '../../features/register/api/register.ts';

/**
 * The longest the dashboard waits for the reminder's answer. A link that hangs (packets lost,
 * not refused) would otherwise keep the desk blank, its saved copy included, until the request
 * gave up; after this the rest is drawn and the reminder joins it when it can.
 */
export const reminderWaitMs = 3000;

/**
 * Draws the dashboard once the immigration reminder (ADR 043) knows whether it shows. The
 * reminder is the one part drawn above everything else, and only when someone is due: drawn
 * after the rest, it pushed the stat cards, panels and room grid down the screen as a desk was
 * reaching for them (Lighthouse: a layout shift of 0.28 on /dashboard, ADR 055). Its answer is
 * one of the dashboard's first calls (ADR 053) and its code is part of the page's, so the wait
 * is the calls' own. A first failed attempt, a desk offline (the query paused) or
 * `reminderWaitMs` without an answer draws the rest at once, without it. A lazy part of the
 * page suspends here, so nothing of it arrives after the rest either.
 */
export const WhenReminderKnown = ({ children }: { children: ReactNode }) => {
  const due = useImmigrationDue();
  // The rule of components/when-answered.tsx, written out: importing it split a chunk of its
  // own off the dashboard's first load (0.3 KB of its 220). errorUpdateCount too: the reminder,
  // mounting, asks a refused read again, which resets its failureCount, and the dashboard came
  // and went with each attempt, hundreds a second.
  const answered =
    !due.isPending ||
    due.failureCount > 0 ||
    due.errorUpdateCount > 0 ||
    due.fetchStatus === 'paused';
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    if (answered) return undefined;
    const wait = window.setTimeout(() => setWaitedEnough(true), reminderWaitMs);
    return () => window.clearTimeout(wait);
  }, [answered]);
  // The dashboard is the page's largest render. Drawn as a deferred value it is a render React
  // can pause for a tap or a key, not one long task (Lighthouse's blocking time); the page
  // still appears whole, in one commit.
  const drawn = useDeferredValue(answered || waitedEnough, false);
  return drawn ? <Suspense fallback={null}>{children}</Suspense> : null;
};
