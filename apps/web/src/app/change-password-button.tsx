import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../components/dialogs/lazy-dialog.tsx';

// Fetched when the button is pointed at or focused (ADR 023).
const ChangePasswordDialog = lazyDialog(
  () => import('../features/auth/components/change-password-dialog.tsx'),
  'ChangePasswordDialog',
);

/**
 * 'Change password' for the signed-in user (ADR 035): in the top bar of Settings (reception) and
 * of the owner's pages; not on the dashboard, whose first screen must not grow.
 */
export const ChangePasswordButton = () => {
  const { t } = useTranslation();
  // null until first chosen: the dialog's code is fetched only then (or on hover).
  const [opened, setOpened] = useState<boolean | null>(null);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconKey size={16} />}
        onClick={() => setOpened(true)}
        onPointerEnter={ChangePasswordDialog.preload}
        onFocus={ChangePasswordDialog.preload}
      >
        {t('topBar.changePassword')}
      </Button>
      {opened === null ? null : (
        <ChangePasswordDialog opened={opened} onClose={() => setOpened(false)} />
      )}
    </>
  );
};
