import '../texts.ts';
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  roomTypeFormSchema,
  roomTypePriceStayTypes,
  roomTypeRenameSchema,
  type AdminRoomType,
} from '@frontdesk/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { useRoomTypeName } from '../../../i18n/room-type-name.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import {
  useAddRoomType,
  useDeleteRoomType,
  useRenameRoomType,
  useSetupRoomTypes,
} from '../api/hotel-setup.ts';
import { SetupLoadState } from './setup-states.tsx';

const emptyPrices = Object.fromEntries(roomTypePriceStayTypes.map((s) => [s, ''])) as Record<
  (typeof roomTypePriceStayTypes)[number],
  number | string
>;

/**
 * Room types: the list with its rooms in service, Rename, Delete (asked first, for a type with no
 * room in service: the server refuses one that has or had rooms), and Add with every stay's price.
 */
export const RoomTypesSection = () => {
  const { t } = useTranslation();
  const types = useSetupRoomTypes();
  const typeName = useRoomTypeName();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<AdminRoomType | null>(null);
  const [deleting, setDeleting] = useState<AdminRoomType | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteRoomType();
  const confirmDelete = (idempotencyKey: string) =>
    deleting
      ? remove
          .mutateAsync({ id: deleting.id, idempotencyKey })
          .then(undefined, (error: unknown) =>
            setFailure(errorMessage(error, t('hotelSetup.loadFailed'))),
          )
          .finally(() => setDeleting(null))
      : undefined;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('hotelSetup.roomTypes')}
        </Title>
        <Button size="xs" onClick={() => setAdding(true)}>
          {t('hotelSetup.addType')}
        </Button>
      </Group>
      <SetupLoadState
        pending={types.isPending}
        failed={types.isError}
        onRetry={() => void types.refetch()}
      />
      {failure ? (
        <Alert color="red" mb="sm" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {types.data?.length === 0 ? <Text c="dimmed">{t('hotelSetup.noRoomTypes')}</Text> : null}
      {types.data?.length ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hotelSetup.typeName')}</Table.Th>
              <Table.Th>{t('hotelSetup.roomCount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.data.map((type) => (
              <Table.Tr key={type.id}>
                <Table.Td>{typeName(type.name)}</Table.Td>
                <Table.Td>{type.roomCount}</Table.Td>
                <Table.Td ta="right">
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setRenaming(type)}>
                      {t('hotelSetup.rename')}
                    </Button>
                    {type.roomCount === 0 ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(type)}
                      >
                        {t('hotelSetup.deleteType')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('hotelSetup.addType')}
        size="lg"
      >
        {adding ? <AddTypeForm onDone={() => setAdding(false)} /> : null}
      </Modal>
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t('hotelSetup.renameType')}
      >
        {renaming ? <RenameTypeForm type={renaming} onDone={() => setRenaming(null)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        message={t('hotelSetup.confirmDeleteType', { name: typeName(deleting?.name ?? '') })}
        confirmLabel={t('hotelSetup.deleteType')}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
};

const AddTypeForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const add = useAddRoomType();
  const { pressed, press } = useOnePress(true);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: roomTypeFormSchema,
    initialValues: { name: '', prices: emptyPrices },
  });
  const submit = form.submitted((type) => {
    press((idempotencyKey) =>
      add
        .mutateAsync({ ...type, idempotencyKey })
        .then(onDone)
        .catch((error: unknown) => setFailure(errorMessage(error, t('hotelSetup.loadFailed')))),
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('hotelSetup.typeName')}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Text fw={600}>{t('hotelSetup.prices')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {roomTypePriceStayTypes.map((stayType) => (
            <AmountField
              kind="kyat"
              key={stayType}
              label={t(`settings.stayTypes.${stayType}`)}
              size="xs"
              {...form.getInputProps(`prices.${stayType}`)}
            />
          ))}
        </SimpleGrid>
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('hotelSetup.cancel')}
          </Button>
          <Button type="submit" loading={pressed}>
            {t('hotelSetup.addType')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const RenameTypeForm = ({ type, onDone }: { type: AdminRoomType; onDone: () => void }) => {
  const { t } = useTranslation();
  const rename = useRenameRoomType();
  const { pressed, press } = useOnePress(true);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({ schema: roomTypeRenameSchema, initialValues: { name: type.name } });
  const submit = form.submitted(({ name }) => {
    press((idempotencyKey) =>
      rename
        .mutateAsync({ id: type.id, name, idempotencyKey })
        .then(onDone)
        .catch((error: unknown) => setFailure(errorMessage(error, t('hotelSetup.loadFailed')))),
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('hotelSetup.typeName')}
          data-autofocus
          {...form.getInputProps('name')}
        />
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('hotelSetup.cancel')}
          </Button>
          <Button type="submit" loading={pressed}>
            {t('hotelSetup.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
