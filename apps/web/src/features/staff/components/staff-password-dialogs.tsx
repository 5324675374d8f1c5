import { useState } from 'react';
import { Alert, Button, Code, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { minimumPasswordLength, passwordTextProblem, type StaffMember } from '@frontdesk/domain';
import { schemaMessage } from '../../../i18n/schema-message.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useResetStaffPassword } from '../api/staff.ts';

export interface ShownPassword {
  name: string;
  username: string;
  password: string | undefined;
}

/** After an add or a reset: the generated password, this once; the user changes it at sign-in. */
export const PasswordShownDialog = ({
  shown,
  onClose,
}: {
  shown: ShownPassword | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal opened={shown !== null} onClose={onClose} title={t('staff.passwordTitle')} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t('staff.passwordFor', { name: shown?.name ?? '', username: shown?.username ?? '' })}
        </Text>
        {shown?.password ? (
          <>
            <Code block fz="lg" data-testid="generated-password">
              {shown.password}
            </Code>
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
              {t('staff.passwordOnce')}
            </Alert>
          </>
        ) : null}
        <Text size="sm">{t('staff.passwordMustChange')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('dialogs.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** Reset a password: to one the owner types, or a generated one; the user's desks sign out. */
export const ResetPasswordDialog = ({
  member,
  onClose,
  onReset,
  onFailed,
}: {
  member: StaffMember | null;
  onClose: () => void;
  onReset: (shown: ShownPassword) => void;
  onFailed: (message: string) => void;
}) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useResetStaffPassword();
  // Busy from the press itself (ADR 070).
  const { pressed, press } = useOnePress(member !== null);
  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    // What the password alone breaks is said here, as the server would; empty makes one up.
    const problem = password ? passwordTextProblem(password) : undefined;
    if (problem) {
      setError(schemaMessage(problem));
      return;
    }
    press(() =>
      reset.mutateAsync({ id: member.id, password: password || undefined }).then(
        (answer) => {
          setPassword('');
          onReset({
            name: member.name,
            username: member.username,
            password: answer.generatedPassword,
          });
        },
        (failure: unknown) => {
          const found = fieldErrorsOf(failure, ['password']).password;
          if (found) setError(found);
          else onFailed(errorMessage(failure, t('staff.saveFailed')));
        },
      ),
    );
  };
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={t('staff.resetTitle', { name: member?.name ?? '' })}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t('staff.resetQuestion')}</Text>
        <PasswordInput
          label={t('staff.firstPassword')}
          description={t('staff.firstPasswordHint', { count: minimumPasswordLength })}
          autoComplete="new-password"
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('dialogs.cancel')}
          </Button>
          <Button color="orange" loading={pressed} onClick={confirm}>
            {t('staff.resetConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
