import { useState } from 'react';
import { Loader, Modal, Stack, Table } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { defaultStockSummaryRange, stockSummaryDrinks, type IsoDate } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useHotelToday } from '../../../lib/use-hotel-today.ts';
import { useDrinkStockSummary } from '../api/get-drink-stock-summary.ts';
import '../../../i18n/desk-dialog-texts.ts';

export interface StockSummaryModalProps {
  opened: boolean;
  onClose: () => void;
}

type Range = [IsoDate | null, IsoDate | null];

/**
 * The drink stock summary (top bar, Stock; SPEC.md section 2): a date range, by default 7 days
 * back to today (past dates allowed), and how many of each drink of the fixed list were ordered.
 * A failed load shows no figures and no message (SPEC.md section 8).
 */
export const StockSummaryModal = ({ opened, onClose }: StockSummaryModalProps) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const count = (ordered: number | undefined) =>
    ordered === undefined ? undefined : format.number(ordered);
  const today = useHotelToday(useHotelTimeZone());
  // null: the default range, which follows the hotel's today.
  const [picked, setPicked] = useState<Range | null>(null);
  const fallback = defaultStockSummaryRange(today);
  const [start, end] = picked ?? [fallback.start, fallback.end];
  const summary = useDrinkStockSummary(start, end, opened);
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('stock.title')} centered>
      <Stack gap="sm">
        <DatePickerInput
          type="range"
          label={t('stock.dateRange')}
          value={[start, end]}
          onChange={(value) => setPicked(value as Range)}
          allowSingleDateInRange
          popoverProps={{ zIndex: 400 }}
        />
        <Table striped withTableBorder aria-busy={summary.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stock.drink')}</Table.Th>
              <Table.Th ta="right">{t('stock.totalOrdered')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stockSummaryDrinks.map((drink) => (
              <Table.Tr key={drink} data-testid="stock-row">
                <Table.Td>{drink}</Table.Td>
                <Table.Td ta="right">
                  {summary.isFetching ? (
                    // One line high, as the figure it stands for: a loader on the text's baseline
                    // made each row taller, and the centred dialog moved 12 px when the figures
                    // came (ADR 061).
                    <Loader
                      size="xs"
                      aria-label={t('stock.loading')}
                      style={{ display: 'inline-block', height: '1lh', verticalAlign: 'top' }}
                    />
                  ) : (
                    (count(summary.data?.[drink]) ?? '')
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
};
