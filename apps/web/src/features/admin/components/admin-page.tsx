import { Box, Button, Container, Group, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reloadAt } from '../../../lib/navigation.ts';
import { useHotelSocket } from '../../../lib/socket/use-hotel-socket.ts';

/** /admin: the owner's Revenue Overview. Placeholder until the admin revenue feature is built. */
export const AdminPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useHotelSocket();

  return (
    <Container size="lg" py="md">
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => void navigate('/admin-login')}
        >
          {t('common.back')}
        </Button>
        <Title order={1} size="h2">
          <UnstyledButton style={{ font: 'inherit' }} onClick={() => reloadAt('/admin')}>
            {t('admin.title')}
          </UnstyledButton>
        </Title>
        {/* Keeps the title centred against the Back button. */}
        <Box w={90} />
      </Group>
      <Paper withBorder radius="md" p="md">
        <Text c="dimmed">{t('common.comingSoon')}</Text>
      </Paper>
    </Container>
  );
};
