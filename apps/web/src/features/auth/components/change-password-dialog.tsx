import { useState } from 'react';
import { Alert, Button, Modal } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OwnPasswordForm } from './own-password-form.tsx';

export interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Change password, from the top bar of every signed-in screen: this desk stays signed in. */
export const ChangePasswordDialog = ({ opened, onClose }: ChangePasswordDialogProps) => {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const close = () => {
    setDone(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('ownPassword.changeTitle')} centered>
      {done ? (
        <>
          <Alert color="green" icon={<IconCheck size={18} />} role="status" mb="md">
            {t('ownPassword.changed')}
          </Alert>
          <Button fullWidth onClick={close}>
            {t('dialogs.ok')}
          </Button>
        </>
      ) : (
        <OwnPasswordForm
          onChanged={() => setDone(true)}
          secondary={
            <Button variant="default" onClick={close}>
              {t('dialogs.cancel')}
            </Button>
          }
        />
      )}
    </Modal>
  );
};
