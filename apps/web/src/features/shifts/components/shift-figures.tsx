import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, ShiftListEntry } from '@frontdesk/domain';
import { paymentMethodText, useDisplayFormat } from '../../../i18n/format.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { differenceText } from '../utils/difference-text.ts';

/**
 * A shift's figures as the server answered them: opened, float, cash taken and paid out, expected
 * cash (and, once closed, counted and over/short with its note), each method's total and count,
 * room, food, expenses and refunds. The owner's shift page names it its own way and shows the
 * methods in a table of their own (withMethods false).
 */
export const ShiftFigures = ({
  shift,
  label,
  withMethods = true,
}: {
  shift: ShiftListEntry;
  label?: string;
  withMethods?: boolean;
}) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const rows: [string, string, boolean?][] = [
    [t('shift.openedAt'), format.dateTime(new Date(shift.openedAt), timeZone)],
    [t('shift.float'), format.kyat(shift.float)],
    [t('shift.cashIn'), format.kyat(shift.cashIn)],
    [t('shift.cashOut'), format.kyat(shift.cashOut)],
    [t('shift.expectedCash'), format.kyat(shift.expectedCash), true],
  ];
  if (shift.countedCash !== null && shift.difference !== null) {
    rows.push([t('shift.countedCash'), format.kyat(shift.countedCash), true]);
    rows.push([t('shift.difference'), differenceText(shift.difference, t, format), true]);
    if (shift.note) rows.push([t('shift.note'), shift.note]);
  }
  for (const method of withMethods ? (Object.keys(shift.methods) as PaymentMethod[]) : []) {
    const { total, count } = shift.methods[method];
    rows.push([
      paymentMethodText(t, method),
      `${format.kyat(total)} (${t('shift.payments', { count })})`,
    ]);
  }
  rows.push([t('shift.room'), format.kyat(shift.room)]);
  rows.push([t('shift.food'), format.kyat(shift.food)]);
  rows.push([t('shift.expenses'), format.kyat(shift.expenses)]);
  rows.push([t('shift.refunds'), format.kyat(shift.refunds)]);
  return (
    <Table verticalSpacing={4} aria-label={label ?? t('shift.title')}>
      <Table.Tbody>
        {rows.map(([label, value, strong]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={strong ? 700 : 400}>
              {label}
            </Table.Th>
            <Table.Td ta="right">
              <Text size="sm" fw={strong ? 700 : 400}>
                {value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
