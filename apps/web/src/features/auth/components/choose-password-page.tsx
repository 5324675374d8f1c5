import { Alert, Loader } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { AuthCard } from './auth-card.tsx';
import { OwnPasswordForm } from './own-password-form.tsx';
import { SignedInData } from '../../../components/signed-in-data.tsx';

/**
 * /choose-password: the first sign-in step of a user whose password the owner gave (ADR 035).
 * Nothing else answers them until they have chosen their own; then on to their start page.
 */
const ChoosePasswordForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const start = session.data?.user.role === 'admin' ? '/admin' : '/dashboard';

  if (session.isPending) return <Loader m="xl" aria-label={t('common.loading')} />;
  if (session.data && !session.data.mustChangePassword) return <Navigate to={start} replace />;
  return (
    <AuthCard title={t('ownPassword.chooseTitle')}>
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        {t('ownPassword.chooseIntro')}
      </Alert>
      <OwnPasswordForm
        onChanged={() => {
          queryClient.removeQueries({ queryKey: queryKeys.session });
          void navigate(start, { replace: true });
        }}
      />
    </AuthCard>
  );
};

/** ChoosePasswordForm with the signed-in screens' server data around it (SignedInData). */
export const ChoosePasswordPage = () => (
  <SignedInData>
    <ChoosePasswordForm />
  </SignedInData>
);
