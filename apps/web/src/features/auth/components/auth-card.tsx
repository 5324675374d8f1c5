import type { ReactNode } from 'react';
import { Anchor, Center, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardPaper } from '../../../components/plain/sign-in-fields.tsx';
import { LanguageSwitch } from '../../../i18n/language-switch.tsx';

export interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The centred card every sign-in screen sits in. */
export const AuthCard = ({ title, children }: AuthCardProps) => (
  <Center mih="100vh" p="md">
    <CardPaper width={400}>
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        <LanguageSwitch />
        {children}
      </Stack>
    </CardPaper>
  </Center>
);

/** The link back to receptionist sign-in under the forgot and reset password forms. */
export const BackToLoginLink = () => {
  const { t } = useTranslation();
  return (
    <Group justify="center">
      <Anchor component={Link} to="/login" size="sm">
        {t('forgotPassword.backToLogin')}
      </Anchor>
    </Group>
  );
};
