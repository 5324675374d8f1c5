import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PlainCenter,
  PlainGroup,
  PlainLink,
  PlainStack,
  PlainTitle,
} from '../../../components/plain/layout.tsx';
import { CardPaper } from '../../../components/plain/sign-in-fields.tsx';
import { LanguageSwitch } from '../../../i18n/language-switch.tsx';

export interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The centred card every sign-in screen sits in. */
export const AuthCard = ({ title, children }: AuthCardProps) => (
  <PlainCenter minHeight="100vh" padded>
    <CardPaper width={400}>
      <PlainStack gap="md">
        <PlainTitle size="h2">{title}</PlainTitle>
        <LanguageSwitch />
        {children}
      </PlainStack>
    </CardPaper>
  </PlainCenter>
);

/** The link back to receptionist sign-in under the forgot and reset password forms. */
export const BackToLoginLink = () => {
  const { t } = useTranslation();
  return (
    <PlainGroup justify="center">
      <PlainLink to="/login">{t('forgotPassword.backToLogin')}</PlainLink>
    </PlainGroup>
  );
};
