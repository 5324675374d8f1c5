import { useState, type FormEvent } from 'react';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadSignInCalls, prepareSignIn } from '../api/load-sign-in-calls.ts';
import { PlainButton, PlainStack } from '../../../components/plain/layout.tsx';
import { AlertBox, TextField } from '../../../components/plain/sign-in-fields.tsx';
import { AuthCard, BackToLoginLink } from './auth-card.tsx';

/** /forgot-password: asks for a reset link by email, then goes back to the start page. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [failed, setFailed] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    setSubmitting(true);
    try {
      const { forgotPasswordRequestSchema, requestPasswordReset, schemaMessage } =
        await loadSignInCalls();
      const parsed = forgotPasswordRequestSchema.safeParse({ email: email.trim() });
      if (!parsed.success) {
        setInvalid(schemaMessage(parsed.error.issues[0]?.message ?? 'A valid email is required'));
        setSubmitting(false);
        return;
      }
      setInvalid(null);
      await requestPasswordReset(parsed.data);
    } catch {
      setFailed(true);
      setSubmitting(false);
      return;
    }
    // A notification, not an inline alert: it has to stay visible on the start page.
    notifications.show({
      color: 'green',
      icon: <IconCheck size={18} />,
      message: t('forgotPassword.sent'),
      autoClose: 8000,
    });
    await navigate('/');
  };

  return (
    <AuthCard title={t('forgotPassword.title')}>
      {/* noValidate: the page's own message, in the desk's language, not the browser's bubble. */}
      <form onSubmit={(event) => void submit(event)} onFocus={() => prepareSignIn()} noValidate>
        <PlainStack gap="sm">
          {failed ? (
            <AlertBox color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {t('forgotPassword.failed')}
            </AlertBox>
          ) : null}
          <TextField
            type="email"
            label={t('forgotPassword.emailLabel')}
            placeholder={t('forgotPassword.emailPlaceholder')}
            name="email"
            autoComplete="email"
            required
            error={invalid}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PlainButton type="submit" fullWidth loading={submitting}>
            {t('forgotPassword.submit')}
          </PlainButton>
          <BackToLoginLink />
        </PlainStack>
      </form>
    </AuthCard>
  );
};
