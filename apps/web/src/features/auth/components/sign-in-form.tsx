import { useState, type FormEvent, type ReactNode } from 'react';
import { IconAlertCircle, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@frontdesk/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { loadSignInCalls, prepareSignIn } from '../api/load-sign-in-calls.ts';
import {
  PlainButton,
  PlainGroup,
  PlainLink,
  PlainStack,
} from '../../../components/plain/layout.tsx';
import { AlertBox, PasswordField, TextField } from '../../../components/plain/sign-in-fields.tsx';
import { AuthCard } from './auth-card.tsx';

export interface SignInFormProps {
  title: string;
  /** Signs in; a rejection is shown in the alert. */
  onSignIn: (credentials: LoginRequest) => Promise<void>;
  /** Shown when the failure carries no message at all, e.g. 'Login Failed'. */
  fallbackError: string;
  /** Links under the button (to the other sign-in). */
  footer: ReactNode;
  /** Where a successful sign-in goes: its code is fetched while the person types. */
  next: string;
}

/** Username, password with a show/hide toggle, Forgot Password? and Sign in (SPEC.md 2). */
export const SignInForm = ({ title, onSignIn, fallbackError, footer, next }: SignInFormProps) => {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { loginRequestSchema, schemaMessage } = await loadSignInCalls();
      const parsed = loginRequestSchema.safeParse({ username, password });
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        setError(first ? schemaMessage(first.message) : fallbackError);
        setSubmitting(false);
        return;
      }
      setError(null);
      await onSignIn(parsed.data);
    } catch (failure) {
      setError(errorMessage(failure, fallbackError));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={title}>
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={() => prepareSignIn(next)}
        // The form's own messages, in the desk's language, not the browser's bubbles.
        noValidate
      >
        <PlainStack gap="sm">
          {error ? (
            <AlertBox color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </AlertBox>
          ) : null}
          <TextField
            label={t('signIn.usernameLabel')}
            placeholder={t('signIn.usernamePlaceholder')}
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <PasswordField
            label={t('signIn.passwordLabel')}
            placeholder={t('signIn.passwordPlaceholder')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            toggleIcon={passwordVisible ? <IconEyeOff size={18} /> : <IconEye size={18} />}
            toggleLabel={passwordVisible ? t('signIn.hidePassword') : t('signIn.showPassword')}
          />
          <PlainGroup justify="flex-end">
            <PlainLink to="/forgot-password">{t('signIn.forgotPassword')}</PlainLink>
          </PlainGroup>
          <PlainButton type="submit" fullWidth loading={submitting}>
            {t('signIn.submit')}
          </PlainButton>
          <PlainGroup justify="center">{footer}</PlainGroup>
        </PlainStack>
      </form>
    </AuthCard>
  );
};
