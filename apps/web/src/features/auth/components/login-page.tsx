import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@frontdesk/domain';
import { storeSession } from '../../../lib/storage.ts';
import { loadSignInCalls } from '../api/load-sign-in-calls.ts';
import { SignInForm } from './sign-in-form.tsx';

/** /login: the receptionist's sign-in; success goes to /dashboard (or /choose-password). */
export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const signIn = async (credentials: LoginRequest) => {
    const { login, forgetSignedInData } = await loadSignInCalls();
    const { token, user, mustChangePassword } = await login(credentials);
    forgetSignedInData();
    storeSession({ token, name: user.name, role: user.role });
    // A password the owner gave: the user chooses their own first (ADR 035).
    await navigate(mustChangePassword ? '/choose-password' : '/dashboard');
  };

  return (
    <SignInForm
      title={t('login.title')}
      onSignIn={signIn}
      fallbackError={t('login.failed')}
      next="/dashboard"
      footer={
        <Anchor component={Link} to="/admin-login" size="sm">
          {t('login.adminLink')}
        </Anchor>
      }
    />
  );
};
