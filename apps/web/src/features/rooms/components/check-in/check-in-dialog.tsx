import { Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CheckInForm } from '../../hooks/use-check-in-form.ts';
import type { CheckInSource } from '../../utils/check-in-draft.ts';
import { ChargeSummary } from './charge-summary.tsx';
import { CheckInSection } from './check-in-section.tsx';
import { GuestFields } from './guest-fields.tsx';
import { RoomAssignment } from './room-assignment.tsx';
import '../../../../i18n/desk-dialog-texts.ts';
import { DialogColumns } from '../../../../components/dialogs/dialog-columns.tsx';

export interface CheckInDialogProps {
  opened: boolean;
  source: CheckInSource;
  form: CheckInForm;
  timeZone: string;
  submitting: boolean;
  onConfirm: () => void;
  /** Checks in (when not done yet) and prints the receipt. */
  onPrint: () => void;
  onCancel: () => void;
}

/** '101 | Full Night Check-in'; a reservation: '101 Check-in (2 rooms)', by its first room. */
export const useCheckInTitle = (source: CheckInSource, form: CheckInForm): string => {
  const { t } = useTranslation();
  if (source.kind === 'walk-in') {
    return t(`checkIn.titles.${source.stayType}`, { room: source.room.Room });
  }
  const room =
    form.draft.rooms.find((slot) => slot.roomNumber !== '')?.roomNumber ??
    t('checkIn.reservationNoRoom');
  const count = form.draft.rooms.length;
  return count > 1
    ? t('checkIn.reservationTitleRooms', { room, count })
    : t('checkIn.reservationTitle', { room });
};

/**
 * A check-in dialog (SPEC.md section 2): Guest Information, Room Assignment and Summary side by
 * side; Confirm, Print Receipt (red) and Cancel.
 */
export const CheckInDialog = ({
  opened,
  source,
  form,
  timeZone,
  submitting,
  onConfirm,
  onPrint,
  onCancel,
}: CheckInDialogProps) => {
  const { t } = useTranslation();
  const title = useCheckInTitle(source, form);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      size={1120}
      centered
      yOffset="1rem"
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <DialogColumns>
          <CheckInSection title={t('checkIn.guestSection')}>
            <GuestFields form={form} timeZone={timeZone} />
          </CheckInSection>
          <CheckInSection title={t('checkIn.roomSection')}>
            <RoomAssignment form={form} source={source} />
          </CheckInSection>
          <CheckInSection title={t('checkIn.summarySection')}>
            <ChargeSummary form={form} source={source} timeZone={timeZone} />
          </CheckInSection>
        </DialogColumns>
        <Group justify="space-between" mt="md" gap="xs">
          <Text size="xs" c="dimmed" maw={420}>
            {t('checkIn.printHint')}
          </Text>
          <Group gap="xs" ml="auto">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {t('checkIn.cancel')}
            </Button>
            <Button
              color="red"
              leftSection={<IconPrinter size={16} />}
              onClick={onPrint}
              disabled={submitting || form.blocked}
            >
              {t('checkIn.printReceipt')}
            </Button>
            <Button type="submit" loading={submitting} disabled={form.blocked}>
              {t('checkIn.confirm')}
            </Button>
          </Group>
        </Group>
      </form>
    </Modal>
  );
};
