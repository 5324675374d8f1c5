import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  ScrollArea,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconPencil, IconToolsKitchen2, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { NoticeDialog, type NoticeKind } from '../../../components/dialogs/notice-dialog.tsx';
import {
  useAddMenuItem,
  useDeleteMenuItem,
  useEditMenuItem,
  useMenu,
} from '../../food/api/menu.ts';

/** What the price field holds: a number, or the text being typed ('' when blank). */
type PriceValue = number | string;
interface Draft {
  name: string;
  price: PriceValue;
}
const emptyDraft: Draft = { name: '', price: '' };

/** Name and price both filled in (after trimming), or null (SPEC.md section 5). */
const itemOf = ({ name, price }: Draft) =>
  name.trim() === '' || String(price).trim() === '' || typeof price !== 'number'
    ? null
    : { FoodName: name.trim(), FoodPrice: price };

const PriceInput = (props: {
  label: string;
  value: PriceValue;
  onChange: (v: PriceValue) => void;
}) => (
  <NumberInput
    aria-label={props.label}
    placeholder={props.label}
    value={props.value}
    onChange={props.onChange}
    min={0}
    step={100}
    thousandSeparator=","
    allowNegative={false}
    decimalScale={2}
    w={130}
  />
);

/** Settings > Food Menu Management: the menu with add, edit and delete (after a question). */
export const FoodMenuManagement = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const menu = useMenu();
  const add = useAddMenuItem();
  const edit = useEditMenuItem();
  const remove = useDeleteMenuItem();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [editing, setEditing] = useState<(Draft & { id: number }) | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const [notice, setNotice] = useState<{ kind: NoticeKind; message: string } | null>(null);

  type MenuMessage =
    'blank' | 'added' | 'addFailed' | 'updated' | 'updateFailed' | 'deleted' | 'deleteFailed';
  const report = (kind: NoticeKind, key: MenuMessage) =>
    setNotice({ kind, message: t(`settings.menu.${key}`) });
  const blank = () => report('error', 'blank');

  const addItem = () => {
    const item = itemOf(draft);
    if (!item) return blank();
    add.mutate(item, {
      onSuccess: () => {
        setDraft(emptyDraft);
        report('success', 'added');
      },
      onError: () => report('error', 'addFailed'),
    });
    return undefined;
  };

  const saveItem = () => {
    if (!editing) return undefined;
    const item = itemOf(editing);
    if (!item) return blank();
    edit.mutate(
      { ID: editing.id, ...item },
      {
        onSuccess: () => {
          setEditing(null);
          report('success', 'updated');
        },
        onError: () => report('error', 'updateFailed'),
      },
    );
    return undefined;
  };

  const deleteItem = (item: MenuItem) =>
    remove.mutate(item.ID, {
      onSuccess: () => report('success', 'deleted'),
      onError: () => report('error', 'deleteFailed'),
      onSettled: () => setDeleting(null),
    });

  const nameLabel = t('settings.menu.foodName');
  const priceLabel = t('settings.menu.foodPrice');
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group gap={6} mb="sm">
        <IconToolsKitchen2 size={20} aria-hidden />
        <Title order={3} size="h5">
          {t('settings.foodMenu')}
        </Title>
      </Group>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          addItem();
        }}
      >
        <Group gap="xs" align="flex-end" mb="sm" wrap="nowrap">
          <TextInput
            aria-label={nameLabel}
            placeholder={nameLabel}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <PriceInput
            label={priceLabel}
            value={draft.price}
            onChange={(price) => setDraft({ ...draft, price })}
          />
          <Button type="submit" loading={add.isPending}>
            {t('settings.menu.add')}
          </Button>
        </Group>
      </form>
      {menu.isPending ? (
        <Loader size="sm" />
      ) : menu.isError ? (
        <Text c="red" size="sm">
          {t('settings.menu.loadFailed')}
        </Text>
      ) : menu.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('settings.menu.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={520}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{nameLabel}</Table.Th>
                <Table.Th ta="right">{priceLabel}</Table.Th>
                <Table.Th ta="right">{t('settings.menu.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {menu.data.map((item) =>
                editing?.id === item.ID ? (
                  <Table.Tr key={item.ID}>
                    <Table.Td>
                      <TextInput
                        aria-label={nameLabel}
                        value={editing.name}
                        onChange={(e) => setEditing({ ...editing, name: e.currentTarget.value })}
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td>
                      <PriceInput
                        label={priceLabel}
                        value={editing.price}
                        onChange={(price) => setEditing({ ...editing, price })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          aria-label={t('settings.menu.save')}
                          onClick={saveItem}
                          loading={edit.isPending}
                        >
                          <IconCheck size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={t('settings.menu.cancel')}
                          onClick={() => setEditing(null)}
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  <Table.Tr key={item.ID} data-testid="menu-row">
                    <Table.Td>{item.FoodName}</Table.Td>
                    <Table.Td ta="right">{format.kyat(item.FoodPrice)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="light"
                          aria-label={t('settings.menu.edit', { name: item.FoodName })}
                          onClick={() =>
                            setEditing({ id: item.ID, name: item.FoodName, price: item.FoodPrice })
                          }
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="light"
                          color="red"
                          aria-label={t('settings.menu.delete', { name: item.FoodName })}
                          onClick={() => setDeleting(item)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        message={t('settings.menu.deleteQuestion', { name: deleting?.FoodName ?? '' })}
        confirmLabel={t('settings.menu.deleteConfirm')}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={() => deleting && deleteItem(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <NoticeDialog
        opened={notice !== null}
        kind={notice?.kind ?? 'success'}
        message={notice?.message ?? ''}
        onClose={() => setNotice(null)}
      />
    </Paper>
  );
};
