import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isHotelKey } from '@frontdesk/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { setHotel } from '../../../lib/storage.ts';
import { loadSignInCalls, prepareSignIn } from '../api/load-sign-in-calls.ts';
import { WithMantine } from '../../../components/with-mantine.tsx';
import { AuthCard, BackToLoginLink } from './auth-card.tsx';

/** /reset-password?hotel=..&token=..: the page the reset mail links to. */
const ResetPasswordForm = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const hotel = searchParams.get('hotel');
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // One checkbox shows both fields (instead of a toggle button in each).
  const [visible, setVisible] = useState(false);

  // The link names its hotel; the reset call and the sign-in after it must go there.
  useEffect(() => {
    if (isHotelKey(hotel)) setHotel(hotel);
  }, [hotel]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) {
      setError(t('resetPassword.mismatch'));
      return;
    }
    setSubmitting(true);
    try {
      const { resetPassword, resetPasswordRequestSchema, schemaMessage } = await loadSignInCalls();
      const parsed = resetPasswordRequestSchema.safeParse({ token, password });
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        setError(first ? schemaMessage(first.message) : t('resetPassword.failed'));
        return;
      }
      setError(null);
      await resetPassword(parsed.data);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure, t('resetPassword.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <Alert color="green" icon={<IconCheck size={18} />} role="alert">
          {t('resetPassword.done')}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          {t('resetPassword.goToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')}>
      {/* noValidate: the form's own messages, in the desk's language, not the browser's bubbles. */}
      <form onSubmit={(event) => void submit(event)} onFocus={() => prepareSignIn()} noValidate>
        <Stack gap="sm">
          {!token ? (
            <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
              {t('resetPassword.incompleteLink')}
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('resetPassword.newPasswordLabel')}
            placeholder={t('resetPassword.newPasswordPlaceholder')}
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visible={visible}
            rightSection={false}
          />
          <PasswordInput
            label={t('resetPassword.confirmPasswordLabel')}
            placeholder={t('resetPassword.confirmPasswordPlaceholder')}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            visible={visible}
            rightSection={false}
          />
          <Checkbox
            label={t('resetPassword.showPasswords')}
            checked={visible}
            onChange={(event) => setVisible(event.currentTarget.checked)}
          />
          <Button type="submit" fullWidth loading={submitting} disabled={!token}>
            {t('resetPassword.submit')}
          </Button>
          <BackToLoginLink />
        </Stack>
      </form>
    </AuthCard>
  );
};

/** The reset form, with Mantine's provider (its fields are Mantine's; the first screen's are not). */
export const ResetPasswordPage = () => (
  <WithMantine>
    <ResetPasswordForm />
  </WithMantine>
);
