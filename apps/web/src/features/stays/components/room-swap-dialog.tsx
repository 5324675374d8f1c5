import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roomSwapFormSchema } from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { floorText } from '../../../i18n/format.ts';
import { ErrorDialog, SuccessDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useRoomsToSwap } from '../api/get-rooms-to-swap.ts';
import { useStayGuest } from '../api/get-stay-guest.ts';
import { useSwapRoom } from '../api/swap-room.ts';
import type { StayDialogProps } from './extend-days-dialog.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/**
 * Room Swap: only available rooms other than the current one; Swap Room is disabled until one
 * is chosen. The server moves the guest and sets both rooms in one go; the grid follows.
 */
export const RoomSwapDialog = ({ room, opened, onClose }: StayDialogProps) => {
  const { t } = useTranslation();
  const guest = useStayGuest(room.Room, opened).data;
  const candidates = useRoomsToSwap(room.Room);
  const swap = useSwapRoom();
  const { pressed, press } = useOnePress(opened);
  const form = useSchemaForm({
    schema: roomSwapFormSchema,
    initialValues: { newRoomNumber: null as string | null },
  });
  const target = form.values.newRoomNumber;
  const [moved, setMoved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.submitted(({ newRoomNumber }) => {
    if (!guest) return;
    const request = {
      guestID: String(guest.ID),
      currentRoomNumber: room.Room,
      newRoomNumber,
    };
    press((idempotencyKey) =>
      swap.mutateAsync({ request, idempotencyKey }).then(
        () => setMoved(t('stays.swap.success', { from: room.Room, to: newRoomNumber })),
        (error: unknown) => setFailure(refusalMessage(error) ?? t('stays.swap.failed')),
      ),
    );
  });

  const rooms = candidates.data ?? [];
  return (
    <>
      <Modal
        opened={opened && moved === null}
        onClose={onClose}
        title={t('stays.swap.title', { room: room.Room })}
        centered
        styles={{ title: { fontWeight: 700 } }}
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="xs">
            <TextInput label={t('stays.swap.guest')} value={guest?.Name ?? ''} readOnly />
            <TextInput label={t('stays.swap.currentRoom')} value={room.Room} readOnly />
            <Select
              label={t('stays.swap.newRoom')}
              withAsterisk
              placeholder={t('stays.swap.placeholder')}
              searchable
              nothingFoundMessage={t('stays.swap.noRooms')}
              data={rooms.map((candidate) => ({
                value: candidate.Room,
                label: `${candidate.Room} · ${floorText(t, candidate.Floor)}`,
              }))}
              {...form.getInputProps('newRoomNumber')}
              description={
                candidates.isSuccess && rooms.length === 0
                  ? t('stays.swap.noRooms')
                  : target
                    ? undefined
                    : t('stays.swap.selectNewRoom')
              }
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs" mt="xs">
              <Button variant="default" onClick={onClose} disabled={pressed}>
                {t('stays.swap.cancel')}
              </Button>
              <Button
                type="submit"
                loading={pressed}
                disabled={!target || !guest}
                title={target ? undefined : t('stays.swap.selectNewRoom')}
              >
                {t('stays.swap.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <SuccessDialog
        opened={moved !== null}
        message={moved ?? ''}
        zIndex={300}
        onClose={() => {
          setMoved(null);
          onClose();
        }}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        zIndex={300}
        onClose={() => setFailure(null)}
      />
    </>
  );
};
