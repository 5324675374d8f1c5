import './guest-search-texts.ts';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuestHistory } from './guest-history.tsx';
import { StaySection } from './stay-parts.tsx';

/**
 * Guest Details' Stay history (issue 19): asked for, not loaded with the dialog; the guest's
 * stays are fetched when the desk opens it (the code comes with Guest Details' own chunk).
 */
export const GuestHistorySection = ({ guestId }: { guestId: number }) => {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <StaySection title={t('guestHistory.title')}>
      {shown ? (
        <GuestHistory guestId={guestId} />
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
