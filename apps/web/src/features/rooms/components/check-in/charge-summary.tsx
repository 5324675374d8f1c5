import { Checkbox, Divider, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sumKyat } from '@frontdesk/domain';
import { SummaryLine } from '../../../../components/summary-line.tsx';
import { useDisplayFormat } from '../../../../i18n/format.ts';
import type { CheckInForm } from '../../hooks/use-check-in-form.ts';
import type { CheckInSource } from '../../utils/check-in-draft.ts';
import { AmountField } from '../../../../components/forms/amount-field.tsx';
import { BookedVsNewNotice } from './booked-vs-new.tsx';
import { NightsNote } from './nights-note.tsx';
import '../../../../i18n/desk-dialog-texts.ts';

export interface ChargeSummaryProps {
  form: CheckInForm;
  source: CheckInSource;
  timeZone: string;
}

const Line = SummaryLine;

/**
 * Summary: the stay (check-in, check-out, nights or hours) and the charges as the server will
 * make them, live: per room, room charges, tax and service at the typed rates, total, and for a
 * reservation the prior payment and the amount due, with the payment confirmation.
 */
export const ChargeSummary = ({ form, source, timeZone }: ChargeSummaryProps) => {
  const { t } = useTranslation();
  const { draft, errors, change, stayType, stay, quote } = form;
  const ready = quote.kind === 'ready' ? quote.quote : null;
  // Totals from a rate the form refuses would be wrong: dashes until it is corrected.
  const totals = errors.taxRate || errors.serviceRate ? null : ready;
  const format = useDisplayFormat();
  const money = (amount: number | undefined) => (amount === undefined ? '-' : format.kyat(amount));
  const countsNights = stayType === 'full-night' || stayType === 'long-stay';

  return (
    <Stack gap={6}>
      <Line
        label={t('checkIn.checkin')}
        value={stay ? format.dateTime(stay.checkinAt, timeZone) : '-'}
        testId="summary-checkin"
      />
      <Line
        label={t('checkIn.checkout')}
        value={stay ? format.dateTime(stay.checkoutAt, timeZone) : '-'}
        testId="summary-checkout"
      />
      {countsNights ? (
        <Line
          label={t('checkIn.nights')}
          value={stay ? t('checkIn.nightCount', { count: stay.nights }) : '-'}
          testId="summary-nights"
        />
      ) : (
        <Line
          label={t('checkIn.stayLengthLabel')}
          value={t(`checkIn.stayLength.${stayType === 'session' ? 'session' : 'daycation'}`)}
          testId="summary-stay"
        />
      )}
      <NightsNote form={form} timeZone={timeZone} />
      <BookedVsNewNotice form={form} />
      {stayType === 'long-stay' ? (
        <AmountField
          kind="kyat"
          label={t('checkIn.pricePerNight')}
          withAsterisk
          value={draft.pricePerNight}
          error={errors.pricePerNight}
          onChange={(value) => change('pricePerNight', value)}
        />
      ) : null}
      <Divider my={2} />
      {ready?.rooms.map((room) => (
        <Line
          key={room.roomNumber}
          label={
            <>
              {t('checkIn.roomCharge', { room: room.roomNumber })}
              {room.extraBed ? (
                <Text span size="xs" c="dimmed">
                  {` · ${t('checkIn.withExtraBed')}`}
                </Text>
              ) : null}
            </>
          }
          value={format.kyat(sumKyat([room.roomCharges, -room.earlyCheckInCharges]))}
          testId={`summary-room-${room.roomNumber}`}
        />
      ))}
      {/* The owner's early check-in charge: a line of its own, part of the room charges. */}
      {ready?.rooms
        .filter((room) => room.earlyCheckInCharges > 0)
        .map((room) => (
          <Line
            key={`early-${room.roomNumber}`}
            label={t('checkIn.earlyCheckIn', {
              room: room.roomNumber,
              noon: format.hourMinute(12),
            })}
            value={format.kyat(room.earlyCheckInCharges)}
            testId={`summary-early-check-in-${room.roomNumber}`}
          />
        ))}
      {quote.kind === 'waiting' ? (
        <Text size="xs" c="dimmed">
          {quote.for === 'rooms'
            ? t('checkIn.chooseRoomsForCharges')
            : quote.for === 'price'
              ? t('checkIn.enterPriceForCharges')
              : t('checkIn.chooseCheckoutForCharges')}
        </Text>
      ) : null}
      {quote.kind === 'missing-price' ? (
        <Text size="xs" c="red" role="alert">
          {quote.message}
        </Text>
      ) : null}
      <Line
        label={t('checkIn.roomCharges')}
        value={money(ready?.roomCharges)}
        testId="summary-room-charges"
      />
      <Group grow gap="xs" align="flex-start">
        <AmountField
          kind="rate"
          label={t('checkIn.taxRate')}
          placeholder="0"
          value={draft.taxRate}
          error={errors.taxRate}
          onChange={(typed) => change('taxRate', typed)}
        />
        <AmountField
          kind="rate"
          label={t('checkIn.serviceRate')}
          placeholder="0"
          value={draft.serviceRate}
          error={errors.serviceRate}
          onChange={(typed) => change('serviceRate', typed)}
        />
      </Group>
      <Line
        label={t('checkIn.tax')}
        value={money(errors.taxRate ? undefined : ready?.tax)}
        testId="summary-tax"
      />
      <Line
        label={t('checkIn.service')}
        value={money(errors.serviceRate ? undefined : ready?.service)}
        testId="summary-service"
      />
      <Divider my={2} />
      <Line
        label={t('checkIn.total')}
        value={money(totals?.total)}
        testId="summary-total"
        strong={source.kind === 'walk-in'}
      />
      {source.kind === 'reservation' ? (
        <>
          <Line
            label={t('checkIn.priorPaid')}
            value={money(ready?.priorPaid)}
            testId="summary-prior-paid"
          />
          <Line
            label={t('checkIn.amountDue')}
            value={money(totals?.grandTotal)}
            testId="summary-amount-due"
            strong
          />
          {totals && totals.overpaid > 0 ? (
            <>
              <Line
                label={t('checkIn.overpaid')}
                value={money(totals.overpaid)}
                testId="summary-overpaid"
              />
              <SegmentedControl
                size="xs"
                aria-label={t('checkIn.overpaid')}
                value={draft.overpayment}
                data={[
                  { value: 'credit', label: t('checkIn.overpaidCredit') },
                  { value: 'refund', label: t('checkIn.overpaidRefund') },
                ]}
                onChange={(value) => change('overpayment', value as 'credit' | 'refund')}
              />
            </>
          ) : null}
          <Checkbox
            mt="xs"
            required
            label={t('checkIn.confirmPaid')}
            checked={draft.confirmedPaid}
            error={errors.confirmedPaid}
            onChange={(event) => change('confirmedPaid', event.currentTarget.checked)}
          />
        </>
      ) : null}
    </Stack>
  );
};
