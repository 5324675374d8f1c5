import { Alert, Checkbox, Paper, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Room } from '@frontdesk/domain';
import { useRoomTypeName } from '../../../../i18n/room-type-name.ts';
import type { CheckInForm } from '../../hooks/use-check-in-form.ts';
import type { CheckInSource } from '../../utils/check-in-draft.ts';
import '../../../../i18n/desk-dialog-texts.ts';

export interface RoomAssignmentProps {
  form: CheckInForm;
  source: CheckInSource;
}

/**
 * Room Assignment: the clicked room for a walk-in; for a reservation one card per reserved room,
 * in a 410px scrolling area, each choosing an available room no other card has.
 */
export const RoomAssignment = ({ form, source }: RoomAssignmentProps) => {
  const { t } = useTranslation();
  const { draft, changeRoom, rooms, availableRooms, roomErrors } = form;
  const roomTypeName = useRoomTypeName();
  const typeName = (room: Room) => roomTypeName(room.RoomType.Type);

  if (source.kind === 'walk-in') {
    const slot = draft.rooms[0];
    return (
      <Paper withBorder radius="md" p="sm" data-testid="room-slot">
        <Text fw={700} size="lg">
          {t('rooms.roomTitle', { room: source.room.Room })}
        </Text>
        <Text size="sm" c="dimmed" mb="xs">
          {typeName(source.room)}
        </Text>
        <Checkbox
          label={t('checkIn.extraBed')}
          checked={slot?.extraBed ?? false}
          onChange={(event) => changeRoom(0, { extraBed: event.currentTarget.checked })}
        />
      </Paper>
    );
  }

  const optionsFor = (index: number) => {
    const current = draft.rooms[index]?.roomNumber ?? '';
    const takenElsewhere = new Set(
      draft.rooms.filter((_, i) => i !== index).map((slot) => slot.roomNumber),
    );
    const options: { value: string; label: string }[] = availableRooms
      .filter((room) => !takenElsewhere.has(room.Room))
      .map((room) => ({
        value: room.Room,
        label: t('checkIn.roomOption', { room: room.Room, type: typeName(room) }),
      }));
    // A room chosen before it was taken stays shown, under 'Please select a valid room'.
    if (current !== '' && !options.some((option) => option.value === current)) {
      options.unshift({ value: current, label: current });
    }
    return options;
  };

  return (
    <Stack gap="xs">
      {rooms.isError && !rooms.data ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {t('checkIn.loadAvailableFailed')}
        </Alert>
      ) : null}
      {rooms.data && availableRooms.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('checkIn.noAvailableRooms')}
        </Text>
      ) : null}
      <ScrollArea h={410} offsetScrollbars type="auto">
        <Stack gap="xs">
          {draft.rooms.map((slot, index) => (
            <Paper key={index} withBorder radius="md" p="sm" data-testid="room-slot">
              <Text fw={600} size="sm" mb={4}>
                {t('checkIn.roomCard', { index: index + 1, count: draft.rooms.length })}
              </Text>
              <Select
                label={t('checkIn.roomNumber')}
                placeholder={t('checkIn.roomPlaceholder')}
                withAsterisk
                searchable
                clearable
                data={optionsFor(index)}
                value={slot.roomNumber === '' ? null : slot.roomNumber}
                error={roomErrors[index]}
                onChange={(value) => changeRoom(index, { roomNumber: value ?? '' })}
                nothingFoundMessage={t('checkIn.noAvailableRooms')}
              />
              <Checkbox
                mt="xs"
                label={t('checkIn.extraBed')}
                checked={slot.extraBed}
                onChange={(event) => changeRoom(index, { extraBed: event.currentTarget.checked })}
              />
            </Paper>
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
};
