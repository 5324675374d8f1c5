import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconPencil, IconToolsKitchen2, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { menuItemFormSchema, type MenuItem, type TypedNumber } from '@frontdesk/domain';
import { AmountField, type AmountFieldProps } from '../../../components/forms/amount-field.tsx';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { NoticeDialog, type NoticeKind } from '../../../components/dialogs/notice-dialog.tsx';
import { useAddMenuItem, useDeleteMenuItem, useEditMenuItem, useMenu } from '../api/menu.ts';

type MenuItemDraft = { FoodName: string; FoodPrice: TypedNumber };
const emptyDraft: MenuItemDraft = { FoodName: '', FoodPrice: '' };

const PriceInput = ({ label, ...props }: { label: string } & Omit<AmountFieldProps, 'kind'>) => (
  <AmountField kind="kyat" {...props} aria-label={label} placeholder={label} w={150} />
);

/** Settings > Food Menu Management: the menu with add, edit and delete (after a question). */
export const FoodMenuManagement = ({ readOnly = false }: { readOnly?: boolean }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const menu = useMenu();
  const add = useAddMenuItem();
  const edit = useEditMenuItem();
  const remove = useDeleteMenuItem();
  const adding = useSchemaForm({ schema: menuItemFormSchema, initialValues: emptyDraft });
  const editing = useSchemaForm({ schema: menuItemFormSchema, initialValues: emptyDraft });
  const [edited, setEdited] = useState<MenuItem | null>(null);
  const editingId = edited?.ID ?? null;
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const [notice, setNotice] = useState<{ kind: NoticeKind; message: string } | null>(null);

  // Another desk took the item being edited or asked about off the menu ('menu_updated', ADR 065):
  // the row or question closes with a word, rather than vanishing or saying a delete failed.
  const gone = [edited, deleting].find(
    (item) => item && menu.data && !menu.data.some((current) => current.ID === item.ID),
  );
  if (gone && !remove.isPending) {
    if (gone === edited) setEdited(null);
    if (gone === deleting) setDeleting(null);
    setNotice({
      kind: 'error',
      message: t('settings.menu.goneElsewhere', { name: gone.FoodName }),
    });
  }
  // Add and Save are busy from the press itself (ADR 070); Add's key is renewed per item added.
  const adder = useOnePress(true);
  const saver = useOnePress(editingId !== null);

  type MenuMessage =
    'added' | 'addFailed' | 'updated' | 'updateFailed' | 'deleted' | 'deleteFailed';
  const report = (kind: NoticeKind, key: MenuMessage) =>
    setNotice({ kind, message: t(`settings.menu.${key}`) });
  // SPEC.md section 5 says it in a notice too ('Please fill in both food name and price.').
  const refused = (errors: Record<string, unknown>) => {
    const first = Object.values(errors).find(Boolean);
    if (first) setNotice({ kind: 'error', message: String(first) });
  };

  const addItem = adding.submitted((item) => {
    adder.press((idempotencyKey) =>
      add.mutateAsync({ item, idempotencyKey }).then(
        () => {
          adding.setValues(emptyDraft);
          adding.clearErrors();
          adder.renew();
          report('success', 'added');
        },
        () => report('error', 'addFailed'),
      ),
    );
  }, refused);

  const saveItem = editing.submitted((item) => {
    if (editingId === null) return;
    saver.press(() =>
      edit.mutateAsync({ ID: editingId, ...item }).then(
        () => {
          setEdited(null);
          report('success', 'updated');
        },
        () => report('error', 'updateFailed'),
      ),
    );
  }, refused);

  const deleteItem = (item: MenuItem, idempotencyKey: string) =>
    remove
      .mutateAsync({ id: item.ID, idempotencyKey })
      .then(
        () => report('success', 'deleted'),
        () => report('error', 'deleteFailed'),
      )
      .finally(() => setDeleting(null));

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
      {readOnly ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('settings.menuReadOnly')}
        </Text>
      ) : (
        <form noValidate onSubmit={addItem}>
          <Group gap="xs" align="flex-end" mb="sm" wrap="nowrap">
            <TextInput
              aria-label={nameLabel}
              placeholder={nameLabel}
              {...adding.getInputProps('FoodName')}
              style={{ flex: 1 }}
            />
            <PriceInput label={priceLabel} {...adding.getInputProps('FoodPrice')} />
            <Button type="submit" loading={adder.pressed}>
              {t('settings.menu.add')}
            </Button>
          </Group>
        </form>
      )}
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
                {readOnly ? null : <Table.Th ta="right">{t('settings.menu.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {menu.data.map((item) =>
                editingId === item.ID ? (
                  <Table.Tr key={item.ID}>
                    <Table.Td>
                      <TextInput
                        aria-label={nameLabel}
                        {...editing.getInputProps('FoodName')}
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td>
                      <PriceInput label={priceLabel} {...editing.getInputProps('FoodPrice')} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          aria-label={t('settings.menu.save')}
                          onClick={() => saveItem()}
                          loading={saver.pressed}
                        >
                          <IconCheck size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={t('settings.menu.cancel')}
                          onClick={() => setEdited(null)}
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
                    {readOnly ? null : (
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <ActionIcon
                            variant="light"
                            aria-label={t('settings.menu.edit', { name: item.FoodName })}
                            onClick={() => {
                              editing.setValues({
                                FoodName: item.FoodName,
                                FoodPrice: item.FoodPrice,
                              });
                              editing.clearErrors();
                              setEdited(item);
                            }}
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
                    )}
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
        onConfirm={(idempotencyKey) => deleting && deleteItem(deleting, idempotencyKey)}
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
