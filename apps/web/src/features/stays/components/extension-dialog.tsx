import type { ReactNode } from 'react';
import { Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Guest, Room } from '@frontdesk/domain';
import type { ExtensionCall } from '../api/extend-stay.ts';
import { CurrentStay } from './current-stay.tsx';
import { StayLoading, StaySection } from './stay-parts.tsx';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useStayGuest } from '../api/get-stay-guest.ts';
import { useExtensionFlow } from './use-extension-flow.tsx';
import '../../../i18n/desk-dialog-texts.ts';
import { DialogColumns } from '../../../components/dialogs/dialog-columns.tsx';

export interface ExtensionDialogProps {
  kind: ExtensionCall['kind'];
  room: Room;
  opened: boolean;
  /** Undefined while it loads. */
  guest: Guest | undefined;
  timeZone: string;
  flow: ReturnType<typeof useExtensionFlow>;
  /** More read-only lines under Current Stay. */
  currentStayExtra?: ReactNode;
  details: ReactNode;
  charges: ReactNode;
  /** A price the room type lacks: no charges can be shown. */
  priceProblem?: string | undefined;
  /** Confirm (false) or Print Receipt (true). */
  onSubmit: (withReceipt: boolean) => void;
  onClose: () => void;
}

/**
 * What each extension dialog starts from: the staying guest (undefined while it loads), the
 * hotel's time zone, the flow from Confirm to receipt, and these as the frame's props.
 */
export const useExtensionStay = <Kind extends ExtensionCall['kind']>(
  kind: Kind,
  room: Room,
  opened: boolean,
  onClose: () => void,
) => {
  const timeZone = useHotelTimeZone();
  const guest = useStayGuest(room.Room, opened).data;
  const flow = useExtensionFlow(kind, opened, onClose);
  return { guest, timeZone, flow, frame: { kind, room, opened, guest, timeZone, flow, onClose } };
};

/**
 * The frame of Extend Stay, Extend Hours and Extend Long Stay (SPEC.md section 2): Current Stay,
 * Extension Details and Charges side by side; Cancel, Print Receipt (red) and Confirm; then the
 * flow's Success or Error notice.
 */
export const ExtensionDialog = ({
  kind,
  room,
  opened,
  guest,
  timeZone,
  flow,
  currentStayExtra,
  details,
  charges,
  priceProblem,
  onSubmit,
  onClose,
}: ExtensionDialogProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Modal
        opened={opened && !flow.completed}
        onClose={onClose}
        title={t(`stays.extend.titles.${kind}`, { room: room.Room })}
        size={1000}
        centered
        yOffset="1rem"
        scrollAreaComponent={ScrollArea.Autosize}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(false);
          }}
        >
          <DialogColumns>
            <StaySection title={t('stays.extend.currentStay')}>
              {guest ? (
                <CurrentStay guest={guest} timeZone={timeZone}>
                  {currentStayExtra}
                </CurrentStay>
              ) : (
                <StayLoading label={t('stays.guestDetails.loading')} />
              )}
            </StaySection>
            <StaySection title={t('stays.extend.extensionDetails')}>{details}</StaySection>
            <StaySection title={t('stays.extend.charges')}>
              {charges}
              {priceProblem ? (
                <Text size="xs" c="red" role="alert">
                  {priceProblem}
                </Text>
              ) : null}
            </StaySection>
          </DialogColumns>
          <Group justify="space-between" mt="md" gap="xs">
            <Text size="xs" c="dimmed" maw={380}>
              {t('stays.extend.printHint')}
            </Text>
            <Group gap="xs" ml="auto">
              <Button variant="default" onClick={onClose} disabled={flow.submitting}>
                {t('stays.extend.cancel')}
              </Button>
              <Button
                color="red"
                leftSection={<IconPrinter size={16} />}
                onClick={() => onSubmit(true)}
                disabled={flow.submitting}
              >
                {t('stays.extend.printReceipt')}
              </Button>
              <Button type="submit" loading={flow.submitting}>
                {t(kind === 'long-stay' ? 'stays.extend.confirmExtension' : 'stays.extend.confirm')}
              </Button>
            </Group>
          </Group>
        </form>
      </Modal>
      {flow.notices}
    </>
  );
};
