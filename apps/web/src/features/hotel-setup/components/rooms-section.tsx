import '../texts.ts';
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readTypedNumber, roomFormSchemaFor, type AdminRoom } from '@frontdesk/domain';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { useRoomTypeName } from '../../../i18n/room-type-name.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import {
  useAddRoom,
  useChangeRoom,
  useSetupRoomTypes,
  useSetupRooms,
  useTakeOutOfService,
  useRestoreRoom,
} from '../api/hotel-setup.ts';
import { SetupLoadState } from './setup-states.tsx';
import { PhoneCards } from '../../../components/phone-cards.tsx';

type Editing = { kind: 'add' } | { kind: 'change'; room: AdminRoom };

/**
 * Rooms: every room with its floor, type and state; Add, Change (floor, type), Take out of
 * service (asked first) and Put back in service. A room with a guest has no actions (the server
 * refuses them too, 409).
 */
export const RoomsSection = () => {
  const { t } = useTranslation();
  const rooms = useSetupRooms();
  const typeName = useRoomTypeName();
  const retire = useTakeOutOfService();
  const restore = useRestoreRoom();
  // Put back in service is a one-press button of the page: a key per room put back.
  const back = useOnePress(true);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [retiring, setRetiring] = useState<AdminRoom | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The question presses once (ConfirmDialog, ADR 070) and gives its opening's key.
  const confirmRetire = (idempotencyKey: string) => {
    if (!retiring) return;
    return retire
      .mutateAsync({ id: retiring.id, idempotencyKey })
      .catch((error: unknown) => setFailure(errorMessage(error, t('hotelSetup.loadFailed'))))
      .finally(() => setRetiring(null));
  };

  // Back in service needs no question: nothing is lost, and it can be taken out again.
  const putBack = (room: AdminRoom) =>
    back.press((idempotencyKey) =>
      restore
        .mutateAsync({ id: room.id, idempotencyKey })
        .then(back.renew, (error: unknown) =>
          setFailure(errorMessage(error, t('hotelSetup.loadFailed'))),
        ),
    );

  const stateOf = (room: AdminRoom) =>
    room.retiredAt ? (
      <Text size="sm" fw={600} c="gray">
        {t('hotelSetup.outOfService')}
      </Text>
    ) : room.occupied ? (
      <Text size="sm" fw={600} c="orange">
        {t('hotelSetup.occupied')}
      </Text>
    ) : (
      <Text size="sm" fw={600} c="green">
        {t('hotelSetup.inService')}
      </Text>
    );

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('hotelSetup.rooms')}
        </Title>
        <Button size="xs" onClick={() => setEditing({ kind: 'add' })}>
          {t('hotelSetup.addRoom')}
        </Button>
      </Group>
      <SetupLoadState
        pending={rooms.isPending}
        failed={rooms.isError}
        onRetry={() => void rooms.refetch()}
      />
      {failure ? (
        <Alert color="red" mb="sm" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {rooms.data?.length === 0 ? <Text c="dimmed">{t('hotelSetup.noRooms')}</Text> : null}
      {rooms.data?.length ? (
        <PhoneCards minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hotelSetup.roomNumber')}</Table.Th>
                <Table.Th>{t('hotelSetup.floor')}</Table.Th>
                <Table.Th>{t('hotelSetup.roomType')}</Table.Th>
                <Table.Th>{t('hotelSetup.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rooms.data.map((room) => (
                <Table.Tr key={room.id}>
                  <Table.Td>{room.number}</Table.Td>
                  <Table.Td>{room.floor}</Table.Td>
                  <Table.Td>{typeName(room.roomTypeName)}</Table.Td>
                  <Table.Td>{stateOf(room)}</Table.Td>
                  <Table.Td>
                    {room.retiredAt ? (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          loading={restore.isPending && restore.variables?.id === room.id}
                          onClick={() => void putBack(room)}
                        >
                          {t('hotelSetup.putBackInService')}
                        </Button>
                      </Group>
                    ) : room.occupied ? null : (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setEditing({ kind: 'change', room })}
                        >
                          {t('hotelSetup.change')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setRetiring(room)}
                        >
                          {t('hotelSetup.takeOutOfService')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </PhoneCards>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.kind === 'change'
            ? t('hotelSetup.changeRoom', { room: editing.room.number })
            : t('hotelSetup.addRoom')
        }
      >
        {editing ? <RoomForm editing={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={retiring !== null}
        message={t('hotelSetup.confirmOutOfService', { room: retiring?.number ?? '' })}
        confirmLabel={t('hotelSetup.takeOutOfService')}
        confirmColor="red"
        loading={retire.isPending}
        onConfirm={confirmRetire}
        onCancel={() => setRetiring(null)}
      />
    </Paper>
  );
};

/** Add a room (number, floor, type) or change one's floor and type. */
const RoomForm = ({ editing, onDone }: { editing: Editing; onDone: () => void }) => {
  const { t } = useTranslation();
  const types = useSetupRoomTypes();
  const typeName = useRoomTypeName();
  const add = useAddRoom();
  const change = useChangeRoom();
  // Busy from the press, one key per opening of the form (ADR 070).
  const { pressed, press } = useOnePress(true);
  const [failure, setFailure] = useState<string | null>(null);
  const room = editing.kind === 'change' ? editing.room : undefined;
  const form = useSchemaForm({
    schema: roomFormSchemaFor(!room, room?.number),
    initialValues: {
      number: room?.number ?? '',
      floor: (room?.floor ?? '') as number | string,
      roomTypeId: room?.roomTypeId ?? (undefined as number | undefined),
    },
  });
  const submit = form.submitted((_, values) => {
    const floor = readTypedNumber(values.floor) as number;
    const roomTypeId = values.roomTypeId!;
    const number = values.number.trim();
    // A corrected number is sent; the server keeps it if the room has had guests (issue 44).
    const corrected = room && number !== room.number ? { number } : {};
    press((idempotencyKey) =>
      (room
        ? change.mutateAsync({
            id: room.id,
            change: { floor, roomTypeId, ...corrected },
            idempotencyKey,
          })
        : add.mutateAsync({ number: values.number.trim(), floor, roomTypeId, idempotencyKey })
      )
        .then(onDone)
        .catch((error: unknown) => setFailure(errorMessage(error, t('hotelSetup.loadFailed')))),
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('hotelSetup.roomNumber')}
          description={room ? t('hotelSetup.roomNumberCorrection') : undefined}
          data-autofocus
          {...form.getInputProps('number')}
        />
        <AmountField kind="count" label={t('hotelSetup.floor')} {...form.getInputProps('floor')} />
        <Select
          label={t('hotelSetup.roomType')}
          data={(types.data ?? []).map((type) => ({
            value: String(type.id),
            label: typeName(type.name),
          }))}
          value={form.values.roomTypeId === undefined ? null : String(form.values.roomTypeId)}
          onChange={(value) => form.setFieldValue('roomTypeId', value ? Number(value) : undefined)}
          error={form.errors.roomTypeId}
        />
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('hotelSetup.cancel')}
          </Button>
          <Button type="submit" loading={pressed}>
            {room ? t('hotelSetup.save') : t('hotelSetup.addRoom')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
