import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBarAction } from '../../components/top-bar-slot.tsx';
import { useMayChange, useStaffPermissions } from '../../lib/staff-permissions.ts';
import { PricesAndMenu } from '../prices-and-menu.tsx';

/** /settings: room prices and the food menu (read-only where the owner says); Back to the dashboard. */
export const SettingsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The owner may have switched a change off for receptionists (ADR 035): shown read-only.
  const may = useMayChange();
  // Either may turn read-only when the owner's switches answer: the page waits for them too.
  const permissions = useStaffPermissions();
  return (
    <>
      <TopBarAction>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => void navigate('/dashboard')}
        >
          {t('common.back')}
        </Button>
      </TopBarAction>
      <PricesAndMenu
        readOnly={{ prices: !may.prices, menu: !may.menu }}
        alsoWaitFor={[permissions]}
      />
    </>
  );
};
