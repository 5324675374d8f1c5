import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roomSwapFormSchema } from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { floorText, useDisplayFormat } from '../../../i18n/format.ts';
import { useRoomTypeName } from '../../../i18n/room-type-name.ts';
import { ErrorDialog, SuccessDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useRoomsToSwap } from '../api/get-rooms-to-swap.ts';
import { useStayGuest } from '../api/get-stay-guest.ts';
import { useSwapRoom } from '../api/swap-room.ts';
import type { StayDialogProps } from './extend-days-dialog.tsx';
import { SwapPriceNote } from './swap-price-note.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/**
 * Room Swap: only available rooms other than the current one, each with its type; Swap Room is
 * disabled until one is chosen. A room of another type shows the price difference for the nights
 * left and the hotel's rule (ADR 073). The server moves the guest and sets both rooms in one go,
 * charging what the rule charges; the grid follows.
 */
export const RoomSwapDialog = ({ room, opened, onClose }: StayDialogProps) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const typeName = useRoomTypeName();
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
        ({ priceDifference }) =>
          setMoved(
            [
              t('stays.swap.success', { from: room.Room, to: newRoomNumber }),
              priceDifference?.charged
                ? t('stays.swap.charged', { amount: format.kyat(priceDifference.charged) })
                : null,
            ]
              .filter(Boolean)
              .join(' '),
          ),
        (error: unknown) => setFailure(refusalMessage(error) ?? t('stays.swap.failed')),
      ),
    );
  });

  const rooms = candidates.data ?? [];
  const targetRoom = rooms.find((candidate) => candidate.Room === target);
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
            <TextInput
              label={t('stays.swap.currentRoom')}
              value={t('stays.swap.room', {
                room: room.Room,
                type: typeName(room.RoomType.Type),
              })}
              readOnly
            />
            <Select
              label={t('stays.swap.newRoom')}
              withAsterisk
              placeholder={t('stays.swap.placeholder')}
              searchable
              nothingFoundMessage={t('stays.swap.noRooms')}
              data={rooms.map((candidate) => ({
                value: candidate.Room,
                label: t('stays.swap.option', {
                  room: candidate.Room,
                  floor: floorText(t, candidate.Floor),
                  type: typeName(candidate.RoomType.Type),
                }),
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
            <SwapPriceNote guest={guest} from={room} to={targetRoom} />
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
