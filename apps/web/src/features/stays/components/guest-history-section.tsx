import './guest-search-texts.ts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StayLoading, StaySection } from './stay-parts.tsx';

const GuestHistory = lazy(() =>
  import('./guest-history.tsx').then((module) => ({ default: module.GuestHistory })),
);

/**
 * Guest Details' Stay history (issue 19): asked for, not loaded with the dialog; its code and the
 * guest's stays are fetched when the desk opens it.
 */
export const GuestHistorySection = ({ guestId }: { guestId: number }) => {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <StaySection title={t('guestHistory.title')}>
      {shown ? (
        <Suspense fallback={<StayLoading label={t('guestHistory.loading')} />}>
          <GuestHistory guestId={guestId} />
        </Suspense>
      ) : (
        <Button
          size="xs"
          variant="light"
          onClick={() => setShown(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('guestHistory.show')}
        </Button>
      )}
    </StaySection>
  );
};
