import { Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { addDays, roomStatusChangeSchema, type IsoDate } from '@frontdesk/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import type { FlowOrigin } from '../../../components/dialogs/flow-origin.ts';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import type { MaintenanceSpellInput } from '../api/update-room-status.ts';

export interface MaintenanceDialogProps {
  opened: boolean;
  room: string;
  /** The hotel's date today: the expected end can be from tomorrow on. */
  today: IsoDate;
  loading: boolean;
  onConfirm: (spell: MaintenanceSpellInput, idempotencyKey: string) => Promise<unknown>;
  onCancel: () => void;
  returnFocusTo?: FlowOrigin | undefined;
}

/**
 * Maintenance from a room's menu (issue 47, ADR 085): why (optional) and the date the room is
 * expected back (optional); the room is out of the nights up to, not including, that date.
 */
export const MaintenanceDialog = ({
  opened,
  room,
  today,
  loading,
  onConfirm,
  onCancel,
  returnFocusTo,
}: MaintenanceDialogProps) => {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: roomStatusChangeSchema,
    initialValues: { status: 6, reason: '', expectedEnd: null as string | null },
  });
  const send = (idempotencyKey: string): Promise<unknown> | null => {
    const { hasErrors } = form.validate();
    if (hasErrors) return null;
    const { reason, expectedEnd } = roomStatusChangeSchema.parse(form.getValues());
    return onConfirm({ reason, expectedEnd }, idempotencyKey);
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t('rooms.maintenance.title', { room })}
      message={t('rooms.maintenance.explain')}
      confirmLabel={t('rooms.maintenance.confirm')}
      loading={loading}
      onConfirm={send}
      onCancel={onCancel}
      returnFocusTo={returnFocusTo}
    >
      <Stack gap="sm" mt="sm">
        <TextInput
          label={t('rooms.maintenance.reason')}
          placeholder={t('rooms.maintenance.reasonPlaceholder')}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <DateInput
          label={t('rooms.maintenance.expectedEnd')}
          clearable
          minDate={addDays(today, 1)}
          placeholder={t('datePanel.datePlaceholder')}
          value={form.getValues().expectedEnd}
          error={form.errors['expectedEnd']}
          onChange={(value) => form.setFieldValue('expectedEnd', value ? value.slice(0, 10) : null)}
        />
      </Stack>
    </ConfirmDialog>
  );
};
