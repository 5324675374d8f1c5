import { useNavigate } from 'react-router';
import { PlainLink } from '../../../components/plain/layout.tsx';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@frontdesk/domain';
import { storeSession } from '../../../lib/storage.ts';
import { loadSignInCalls } from '../api/load-sign-in-calls.ts';
import { SignInForm } from './sign-in-form.tsx';

/** /admin-login: the admin's sign-in; success goes to /admin. */
export const AdminLoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const signIn = async (credentials: LoginRequest) => {
    const { adminLogin, forgetSignedInData } = await loadSignInCalls();
    const { token, mustChangePassword } = await adminLogin(credentials);
    forgetSignedInData();
    // The admin sign-in answers a token only (SPEC.md section 3); no name or role is kept.
    storeSession({ token });
    await navigate(mustChangePassword ? '/choose-password' : '/admin');
  };

  return (
    <SignInForm
      title={t('adminLogin.title')}
      onSignIn={signIn}
      fallbackError={t('adminLogin.failed')}
      next="/admin"
      footer={<PlainLink to="/login">{t('adminLogin.receptionLink')}</PlainLink>}
    />
  );
};
