import { Container, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * /admin: the owner's Revenue Overview, under the admin top bar (title, Back, Logout).
 * Placeholder until the admin revenue feature is built.
 */
export const AdminPage = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="md">
      <Paper withBorder radius="md" p="md">
        <Text c="dimmed">{t('common.comingSoon')}</Text>
      </Paper>
    </Container>
  );
};
