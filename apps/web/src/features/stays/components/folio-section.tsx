import { useState } from 'react';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  businessDate,
  paymentMethodLabels,
  type FolioLine,
  type PaymentMethod,
} from '@frontdesk/domain';
import { folioLineLabel } from '../../../components/receipt/folio-line-label.ts';
import { formatReceiptTime } from '../../../components/receipt/receipt-html.ts';
import { paymentMethodText, useDisplayFormat } from '../../../i18n/format.ts';
import { ReprintButton } from '../../../components/receipt/reprint-button.tsx';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useMayCorrect } from '../../../lib/staff-permissions.ts';
import { useFolio } from '../api/get-folio.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { StayLine, StayLoading, StaySection } from './stay-parts.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/**
 * The stay's account (issue 17): every charge and every payment (method, receipt number, time,
 * the reservation's prepayment credited), and the balance; read from the server's folio.
 */
export const FolioSection = ({ guestId }: { guestId: number }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const folio = useFolio(guestId);
  // The owner's, or a receptionist's the owner allows (ADR 072); a fresh dialog, and key, per opening.
  const owner = useMayCorrect();
  const [refund, setRefund] = useState({ key: 0, opened: false });

  const detail = (line: FolioLine) =>
    [
      line.PaymentMethod && line.PaymentMethod in paymentMethodLabels
        ? paymentMethodText(t, line.PaymentMethod as PaymentMethod)
        : line.PaymentMethod,
      line.ReceiptNumber,
      line.CreatedAt ? formatReceiptTime(new Date(line.CreatedAt), timeZone) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  if (folio.isPending) return <StayLoading label={t('stays.folio.loading')} />;
  if (folio.isError) return <Text c="dimmed">{t('stays.folio.failed')}</Text>;
  const { Charges, Payments, TotalCharges, TotalPaid, Balance } = folio.data;
  return (
    <StaySection title={t('stays.folio.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="folio">
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('stays.folio.charges')}
          </Text>
          {Charges.map((line, index) => (
            <Stack key={index} gap={0}>
              <StayLine label={folioLineLabel(line, t)} value={format.kyat(line.Amount)} />
              {line.Type === 'extension' && line.CreatedAt ? (
                <Text size="xs" c="dimmed">
                  {format.date(businessDate(new Date(line.CreatedAt), timeZone))}
                </Text>
              ) : null}
            </Stack>
          ))}
          <StayLine
            label={t('stays.folio.totalCharges')}
            value={format.kyat(TotalCharges)}
            testId="folio-total-charges"
            strong
          />
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('stays.folio.payments')}
          </Text>
          {Payments.map((line, index) => (
            <Stack key={index} gap={0}>
              <StayLine label={folioLineLabel(line, t)} value={format.kyat(line.Amount)} />
              {detail(line) ? (
                <Group gap={4} justify="space-between" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {detail(line)}
                  </Text>
                  {line.ReceiptNumber ? <ReprintButton receiptNumber={line.ReceiptNumber} /> : null}
                </Group>
              ) : null}
            </Stack>
          ))}
          <StayLine
            label={t('stays.folio.totalPaid')}
            value={format.kyat(TotalPaid)}
            testId="folio-total-paid"
            strong
          />
        </Stack>
      </SimpleGrid>
      <Divider />
      <StayLine
        label={t(Balance < 0 ? 'stays.folio.credit' : 'stays.folio.balance')}
        value={format.kyat(Math.abs(Balance))}
        testId="folio-balance"
        strong
      />
      {owner ? (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setRefund((r) => ({ key: r.key + 1, opened: true }))}
          >
            {t('corrections.refundDialog.open')}
          </Button>
        </Group>
      ) : null}
      {refund.key > 0 ? (
        <RefundDialog
          key={refund.key}
          opened={refund.opened}
          guestId={guestId}
          onClose={() => setRefund((r) => ({ ...r, opened: false }))}
        />
      ) : null}
    </StaySection>
  );
};
