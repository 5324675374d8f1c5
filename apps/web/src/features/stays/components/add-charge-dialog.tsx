import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stayChargeFormSchema, type TypedNumber } from '@frontdesk/domain';
import { ErrorDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useAddStayCharge } from '../api/add-stay-charge.ts';
import '../../../i18n/desk-dialog-texts.ts';

export interface AddChargeDialogProps {
  opened: boolean;
  guestId: number;
  roomNumber: string;
  onClose: () => void;
}

/**
 * Add charge (ADR 033): an extra charge (laundry, minibar, damage) put on the stay's account,
 * paid with the bill at checkout. A key per opening; a second click sends nothing.
 */
export const AddChargeDialog = ({ opened, guestId, roomNumber, onClose }: AddChargeDialogProps) => {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: stayChargeFormSchema,
    initialValues: { description: '', amount: '' as TypedNumber },
  });
  const { pressed, press } = useOnePress(opened);
  const adding = useAddStayCharge(guestId);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.submitted((charge) => {
    press((idempotencyKey) =>
      adding.mutateAsync({ charge, idempotencyKey }).then(
        () => {
          form.reset();
          onClose();
        },
        (error: unknown) =>
          setFailure(error instanceof ApiError && error.serverMessage ? error.message : ''),
      ),
    );
  });

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t('stays.charge.title', { room: roomNumber })}
        centered
        zIndex={300}
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              label={t('stays.charge.description')}
              placeholder={t('stays.charge.descriptionPlaceholder')}
              required
              {...form.getInputProps('description')}
            />
            <AmountField
              kind="kyat"
              label={t('stays.charge.amount')}
              required
              {...form.getInputProps('amount')}
            />
            <Text size="sm" c="dimmed">
              {t('stays.charge.note')}
            </Text>
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('dialogs.cancel')}
              </Button>
              <Button type="submit" loading={pressed}>
                {t('stays.charge.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ErrorDialog
        opened={failure !== null}
        message={t('stays.charge.failed')}
        detail={failure || undefined}
        zIndex={400}
        onClose={() => setFailure(null)}
      />
    </>
  );
};
