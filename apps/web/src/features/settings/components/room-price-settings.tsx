import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  maxRoomPrice,
  priceEntriesChangedBy,
  priceStayTypes,
  type RoomPrice,
} from '@frontdesk/domain';
import { ErrorDialog, SuccessDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { useRoomPriceTable, useSaveRoomPrices } from '../api/room-prices.ts';
import { KyatInput } from '../../../components/kyat-input.tsx';

/** SPEC.md section 5: whole numbers, at least 0; anything not a number counts as 0. */
const wholePrice = (value: number | string): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.min(Math.max(Math.trunc(n), 0), maxRoomPrice) : 0;
};

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
export const RoomPriceSettings = () => {
  const { t } = useTranslation();
  const table = useRoomPriceTable();
  const saving = useSaveRoomPrices();
  const [edits, setEdits] = useState<Record<number, number>>({});
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);

  const prices = table.data?.prices ?? [];
  const priceOf = (entry: RoomPrice) => edits[entry.ID] ?? entry.Price;
  const changed = prices.filter((p) => priceOf(p) !== p.Price);

  const edit = (entry: RoomPrice, value: number | string) => {
    const price = wholePrice(value);
    const targets = priceEntriesChangedBy(
      { id: entry.ID, stayType: entry.StayType },
      prices.map((p) => ({ id: p.ID, stayType: p.StayType })),
    );
    setEdits((current) => ({
      ...current,
      ...Object.fromEntries(targets.map((target) => [target.id, price])),
    }));
  };

  const save = () => {
    saving.mutate(
      changed.map((p) => ({ id: p.ID, price: priceOf(p) })),
      {
        onSuccess: () => {
          setEdits({});
          setResult('saved');
        },
        onError: () => setResult('failed'),
      },
    );
  };

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
        <Button
          size="xs"
          onClick={save}
          loading={saving.isPending}
          disabled={changed.length === 0 || table.isPending}
        >
          {t('settings.save')}
        </Button>
      </Group>
      {table.isError ? (
        <Text c="red" size="sm">
          {t('settings.pricesLoadFailed')}
        </Text>
      ) : null}
      <Stack gap="md">
        {(table.data?.types ?? []).map((type) => (
          <section key={type.ID} aria-label={t(`rooms.roomTypes.${type.Type}`)}>
            <Text fw={600} mb={4}>
              {t(`rooms.roomTypes.${type.Type}`)}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {prices
                .filter((p) => p.RoomTypeID === type.ID)
                .map((entry) => (
                  <KyatInput
                    key={entry.ID}
                    label={stayLabel(entry.StayType)}
                    value={priceOf(entry)}
                    onChange={(value) => edit(entry, value)}
                    min={0}
                    max={maxRoomPrice}
                    step={1000}
                    allowDecimal={false}
                    allowNegative={false}
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
