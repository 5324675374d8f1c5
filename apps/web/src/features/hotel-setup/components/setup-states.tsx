import '../texts.ts';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a setup list shows while it loads, or when it could not (with Retry). */
export const SetupLoadState = ({
  pending,
  failed,
  onRetry,
}: {
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}) => {
  const { t } = useTranslation();
  if (pending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('hotelSetup.loading')} />
      </Center>
    );
  }
  if (!failed) return null;
  return (
    <Alert color="red" title={t('hotelSetup.loadFailed')}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('hotelSetup.retry')}
      </Button>
    </Alert>
  );
};
