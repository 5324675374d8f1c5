import { useEffect, useState, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { FetchStatus } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** What a gate reads of a query (TanStack Query's result has these). */
interface FirstRead {
  isPending: boolean;
  failureCount: number;
  errorUpdateCount: number;
  fetchStatus: FetchStatus;
}

/**
 * The longest a page waits for its first answers. A link that hangs (packets lost, not refused)
 * would otherwise keep the page blank until the request gave up; after this the page is drawn
 * with each section's own loader.
 */
export const firstAnswerWaitMs = 3000;

/**
 * Have these reads given their first answer? Yes once each has data, has failed, or waits offline
 * (paused), or after `firstAnswerWaitMs` without that.
 */
const useFirstAnswers = (reads: readonly FirstRead[]): boolean => {
  const answered = reads.every(
    (read) =>
      !read.isPending ||
      read.failureCount > 0 ||
      // A section mounting asks a failed read again, which resets its failureCount: without
      // this the page would come and go with each attempt.
      read.errorUpdateCount > 0 ||
      read.fetchStatus === 'paused',
  );
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    if (answered) return undefined;
    const wait = window.setTimeout(() => setWaitedEnough(true), firstAnswerWaitMs);
    return () => window.clearTimeout(wait);
  }, [answered]);
  return answered || waitedEnough;
};

/**
 * A page of sections one above another, drawn once every section's first read has answered,
 * with one loader until then. Each section drawn as its own answer came grew from its loader to
 * its rows and pushed the sections below it down the screen as the owner reached for them (the
 * permissions' switches on /admin/staff moved 93 px at 1280 and 212 px on a phone, ADR 055).
 * The sections keep their own loading and failure states for what answers later.
 */
export const WhenAnswered = ({
  reads,
  children,
}: {
  reads: readonly FirstRead[];
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const answered = useFirstAnswers(reads);
  if (answered) return children;
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Center>
  );
};
