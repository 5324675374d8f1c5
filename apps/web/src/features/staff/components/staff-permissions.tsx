import { Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffPermissions } from '@frontdesk/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStaffPermissions } from '../../../lib/staff-permissions.ts';
import { useSaveStaffPermissions } from '../api/staff.ts';

/** The owner's switches: may receptionists change room prices, the menu (ADR 035), void and refund (ADR 072)? */
export const StaffPermissionsSection = ({ onFailed }: { onFailed: (message: string) => void }) => {
  const { t } = useTranslation();
  const permissions = useStaffPermissions();
  const save = useSaveStaffPermissions();
  const flip = (key: keyof StaffPermissions, value: boolean) => {
    if (!permissions.data) return;
    save.mutate(
      { ...permissions.data, [key]: value },
      { onError: (failure) => onFailed(errorMessage(failure, t('staff.saveFailed'))) },
    );
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        {t('staff.permissions')}
      </Title>
      {permissions.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : permissions.isError ? (
        <Text c="red" size="sm">
          {t('staff.permissionsLoadFailed')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Switch
            label={t('staff.mayChangePrices')}
            checked={permissions.data.receptionMayChangePrices}
            disabled={save.isPending}
            onChange={(event) => flip('receptionMayChangePrices', event.currentTarget.checked)}
          />
          <Switch
            label={t('staff.mayChangeMenu')}
            checked={permissions.data.receptionMayChangeMenu}
            disabled={save.isPending}
            onChange={(event) => flip('receptionMayChangeMenu', event.currentTarget.checked)}
          />
          <Switch
            label={t('staff.mayVoidAndRefund')}
            checked={permissions.data.receptionMayVoidAndRefund}
            disabled={save.isPending}
            onChange={(event) => flip('receptionMayVoidAndRefund', event.currentTarget.checked)}
          />
        </Stack>
      )}
    </Paper>
  );
};
