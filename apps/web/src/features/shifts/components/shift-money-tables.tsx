import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, ShiftDetail, ShiftEntry } from '@frontdesk/domain';
import { paymentMethodText, useDisplayFormat } from '../../../i18n/format.ts';
import { moneyTexts } from '../../../i18n/en/money.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { PhoneCards } from '../../../components/phone-cards.tsx';

type KnownType = keyof typeof moneyTexts.revenue.types;
const isKnownType = (type: string): type is KnownType =>
  Object.hasOwn(moneyTexts.revenue.types, type);

/** A table's column names, and each cell's name on a phone's card. */
const Head = ({ columns }: { columns: readonly string[] }) => (
  <Table.Thead>
    <Table.Tr>
      {columns.map((column) => (
        <Table.Th key={column}>{column}</Table.Th>
      ))}
    </Table.Tr>
  </Table.Thead>
);

/**
 * Each method's money in the shift (issue 44): its payments, taken, paid out and net, with the
 * wallets' transaction IDs; a voided payment is in none of it.
 */
export const MethodTotalsTable = ({ shift }: { shift: ShiftDetail }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const label = {
    method: t('shifts.method'),
    count: t('shifts.count'),
    taken: t('shifts.taken'),
    paidOut: t('shifts.paidOut'),
    total: t('shifts.total'),
    references: t('shifts.references'),
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={3} size="h5" mb="xs">
        {t('shifts.methodTotals')}
      </Title>
      <PhoneCards minWidth={720}>
        <Table verticalSpacing={4} aria-label={t('shifts.methodTotals')}>
          <Head columns={Object.values(label)} />
          <Table.Tbody>
            {shift.methodTotals.map((row) => (
              <Table.Tr key={row.method}>
                <Table.Td data-label={label.method} fw={600}>
                  {paymentMethodText(t, row.method)}
                </Table.Td>
                <Table.Td data-label={label.count} ta="right">
                  {format.number(row.count)}
                </Table.Td>
                <Table.Td data-label={label.taken} ta="right">
                  {format.kyat(row.taken)}
                </Table.Td>
                <Table.Td data-label={label.paidOut} ta="right">
                  {format.kyat(row.paidOut)}
                </Table.Td>
                <Table.Td data-label={label.total} ta="right" fw={700}>
                  {format.kyat(row.total)}
                </Table.Td>
                <Table.Td data-label={label.references} style={{ overflowWrap: 'anywhere' }}>
                  {row.references.join(', ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </PhoneCards>
    </Paper>
  );
};

/**
 * Every record of the shift, oldest first (issue 44): when, what, its receipt, the guest or
 * room, the method, the amount and the wallet's transaction ID; a payment voided since is
 * struck through and says it is not in the totals.
 */
export const ShiftEntriesTable = ({ shift }: { shift: ShiftDetail }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const label = {
    time: t('shifts.time'),
    what: t('shifts.what'),
    receipt: t('shifts.receipt'),
    guest: t('shifts.guest'),
    method: t('shifts.method'),
    amount: t('shifts.amount'),
    reference: t('shifts.reference'),
  };
  // The income's own type when the desk knows it, else what it was for (a typed 'others').
  const what = (entry: ShiftEntry) => {
    if (entry.kind === 'void') return t('shifts.kinds.void');
    if (isKnownType(entry.type)) return t(`revenue.types.${entry.type}`);
    if (entry.kind === 'expense' && entry.type) return entry.type;
    return t(`shifts.kinds.${entry.kind}`);
  };
  const guest = (entry: ShiftEntry) =>
    [entry.guest, entry.room !== '0' ? t('revenue.room', { room: entry.room }) : null]
      .filter(Boolean)
      .join(' · ');
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={3} size="h5" mb="xs">
        {t('shifts.entries')}
      </Title>
      {shift.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shifts.noEntries')}
        </Text>
      ) : (
        <PhoneCards minWidth={720}>
          <Table striped verticalSpacing={4} aria-label={t('shifts.entries')}>
            <Head columns={Object.values(label)} />
            <Table.Tbody>
              {shift.entries.map((entry, index) => (
                <Table.Tr key={index} c={entry.voided ? 'dimmed' : undefined}>
                  <Table.Td data-label={label.time} style={{ whiteSpace: 'nowrap' }}>
                    {format.dateTime(new Date(entry.at), timeZone)}
                  </Table.Td>
                  <Table.Td data-label={label.what}>
                    {what(entry)}
                    {entry.voided ? (
                      <Badge ml="xs" color="red" variant="light" size="sm">
                        {t('shifts.voided')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td data-label={label.receipt}>{entry.receiptNumber ?? ''}</Table.Td>
                  <Table.Td data-label={label.guest}>{guest(entry)}</Table.Td>
                  <Table.Td data-label={label.method}>
                    {paymentMethodText(t, entry.paymentMethod as PaymentMethod)}
                  </Table.Td>
                  <Table.Td
                    data-label={label.amount}
                    ta="right"
                    fw={600}
                    td={entry.voided ? 'line-through' : undefined}
                  >
                    {format.kyat(entry.amount)}
                  </Table.Td>
                  <Table.Td data-label={label.reference} style={{ overflowWrap: 'anywhere' }}>
                    {entry.walletReference ?? ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </PhoneCards>
      )}
    </Paper>
  );
};
