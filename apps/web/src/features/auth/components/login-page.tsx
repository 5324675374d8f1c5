import { useNavigate } from 'react-router';
import { PlainLink } from '../../../components/plain/layout.tsx';
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
      footer={<PlainLink to="/admin-login">{t('login.adminLink')}</PlainLink>}
    />
  );
};
