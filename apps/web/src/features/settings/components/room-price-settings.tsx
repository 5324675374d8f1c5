import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  priceEntriesChangedBy,
  priceStayTypes,
  roomPriceFormSchema,
  type RoomPrice,
  type TypedNumber,
} from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { ErrorDialog, SuccessDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { useRoomPriceTable, useSaveRoomPrices } from '../api/room-prices.ts';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { useRoomTypeName } from '../../../i18n/room-type-name.ts';

// The seed also prices foreigner daycation and session, which no screen charges yet.
const stayTypeKeys = [...priceStayTypes, 'foreigner-daycation', 'foreigner-session'] as const;
type KnownStayType = (typeof stayTypeKeys)[number];
const isKnown = (stayType: string): stayType is KnownStayType =>
  (stayTypeKeys as readonly string[]).includes(stayType);

/**
 * Room Price Settings: one price per entry, grouped by room type. An edit to a hotel-wide stay
 * type (daycation, session, extrabed, hourly-rate) shows in every room type at once, as the
 * server applies it; Save sends every changed entry in parallel.
 */
export const RoomPriceSettings = ({ readOnly = false }: { readOnly?: boolean }) => {
  const { t } = useTranslation();
  const table = useRoomPriceTable();
  const typeName = useRoomTypeName();
  const saving = useSaveRoomPrices();
  // What the desk typed, by entry: a price out of range stays as typed with its message.
  const form = useSchemaForm({
    schema: roomPriceFormSchema,
    initialValues: { edits: {} as Record<string, TypedNumber> },
  });
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);

  const prices = table.data?.prices ?? [];
  const shownPrice = (entry: RoomPrice) => form.values.edits[entry.ID] ?? entry.Price;
  const typed = roomPriceFormSchema.safeParse(form.values);
  const changed = typed.success
    ? prices.filter((p) => (typed.data.edits[p.ID] ?? p.Price) !== p.Price)
    : prices.filter((p) => form.values.edits[p.ID] !== undefined);

  const edit = (entry: RoomPrice, value: TypedNumber) => {
    const targets = priceEntriesChangedBy(
      { id: entry.ID, stayType: entry.StayType },
      prices.map((p) => ({ id: p.ID, stayType: p.StayType })),
    );
    for (const target of targets) form.setFieldValue(`edits.${target.id}`, value);
  };

  const save = form.submitted(({ edits }) => {
    saving.mutate(
      changed.map((p) => ({ id: p.ID, price: edits[p.ID] ?? p.Price })),
      {
        onSuccess: () => {
          form.setValues({ edits: {} });
          setResult('saved');
        },
        onError: () => setResult('failed'),
      },
    );
  });

  const stayLabel = (stayType: string) =>
    isKnown(stayType) ? t(`settings.stayTypes.${stayType}`) : stayType;

  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" mb="sm">
        <Group gap={6}>
          <IconCurrencyDollar size={20} aria-hidden />
          <Title order={3} size="h5">
            {t('settings.roomPrices')}
          </Title>
        </Group>
        {readOnly ? null : (
          <Button
            size="xs"
            onClick={() => save()}
            loading={saving.isPending}
            disabled={changed.length === 0 || table.isPending}
          >
            {t('settings.save')}
          </Button>
        )}
      </Group>
      {readOnly ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('settings.pricesReadOnly')}
        </Text>
      ) : null}
      {table.isError ? (
        <Text c="red" size="sm">
          {t('settings.pricesLoadFailed')}
        </Text>
      ) : null}
      <Stack gap="md">
        {(table.data?.types ?? []).map((type) => (
          <section key={type.ID} aria-label={typeName(type.Type)}>
            <Text fw={600} mb={4}>
              {typeName(type.Type)}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {prices
                .filter((p) => p.RoomTypeID === type.ID)
                .map((entry) => (
                  <AmountField
                    kind="kyat"
                    key={entry.ID}
                    label={stayLabel(entry.StayType)}
                    value={shownPrice(entry)}
                    onChange={(value) => edit(entry, value)}
                    error={form.errors[`edits.${entry.ID}`]}
                    readOnly={readOnly}
                    size="xs"
                  />
                ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
      <SuccessDialog
        opened={result === 'saved'}
        message={t('settings.pricesSaved')}
        onClose={() => setResult(null)}
      />
      <ErrorDialog
        opened={result === 'failed'}
        message={t('settings.pricesSaveFailed')}
        onClose={() => setResult(null)}
      />
    </Paper>
  );
};
