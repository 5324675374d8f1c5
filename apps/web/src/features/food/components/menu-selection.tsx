import { useState } from 'react';
import { Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { searchMenu, type MenuItem } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { useMenu } from '../api/menu.ts';
import '../../../i18n/desk-dialog-texts.ts';

export interface MenuSelectionProps {
  onAdd: (item: MenuItem) => void;
}

/** Menu Selection: a search on the name and the menu in a 400px list; a click adds one. */
export const MenuSelection = ({ onAdd }: MenuSelectionProps) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const menu = useMenu();
  const [query, setQuery] = useState('');
  const items = searchMenu(menu.data ?? [], query);
  return (
    <Stack gap="xs">
      <TextInput
        aria-label={t('food.search')}
        placeholder={t('food.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <ScrollArea h={400} type="auto" offsetScrollbars>
        {menu.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" p="md">
            {t('food.noMenuItems')}
          </Text>
        ) : (
          <Stack gap={4}>
            {items.map((item) => (
              <UnstyledButton
                key={item.ID}
                aria-label={t('food.addItem', { name: item.FoodName })}
                onClick={() => onAdd(item)}
                px="xs"
                py={6}
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.FoodName}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {format.kyat(item.FoodPrice)}
                    </Text>
                    <IconPlus size={14} aria-hidden />
                  </Group>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Stack>
  );
};
