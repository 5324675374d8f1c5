import { useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { minimumPasswordLength, ownPasswordFormSchema } from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { changeOwnPassword } from '../api/change-password.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { ownPasswordTexts as en } from '../../../i18n/en/staff.ts';
import { ownPasswordTexts as my } from '../../../i18n/my/staff.ts';

addPageTexts({ en, my });

export interface OwnPasswordFormProps {
  /** Called once the server took the new password. */
  onChanged: () => void;
  /** Shown beside Save (Cancel in the dialog). */
  secondary?: ReactNode;
}

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current password, new password twice (ADR 035). The form itself refuses a new one that is the
 * current one, short, only spaces or with control characters; the server names the rule any
 * other breaks (not the username, not a common password), shown under the field.
 */
export const OwnPasswordForm = ({ onChanged, secondary }: OwnPasswordFormProps) => {
  const { t } = useTranslation();
  const form = useSchemaForm({ schema: ownPasswordFormSchema, initialValues: empty });
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Busy from the press itself (ADR 070).
  const { pressed: sending, press } = useOnePress(true);

  const save = form.submitted(({ currentPassword, newPassword }) => {
    press(() =>
      changeOwnPassword({ currentPassword, newPassword }).then(
        () => {
          form.setValues(empty);
          onChanged();
        },
        (failure: unknown) => {
          const fields = fieldErrorsOf(failure, Object.keys(empty));
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          else setError(errorMessage(failure, t('ownPassword.failed')));
        },
      ),
    );
  });

  return (
    <form noValidate onSubmit={save}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('ownPassword.current')}
          autoComplete="current-password"
          visible={visible}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('ownPassword.new')}
          autoComplete="new-password"
          visible={visible}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('ownPassword.confirm')}
          autoComplete="new-password"
          visible={visible}
          {...form.getInputProps('confirmPassword')}
        />
        <Text size="xs" c="dimmed">
          {t('ownPassword.rules', { count: minimumPasswordLength })}
        </Text>
        <Checkbox
          label={t('ownPassword.show')}
          checked={visible}
          onChange={(event) => setVisible(event.currentTarget.checked)}
        />
        <Button type="submit" loading={sending}>
          {t('ownPassword.save')}
        </Button>
        {secondary}
      </Stack>
    </form>
  );
};
