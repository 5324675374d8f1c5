import { useState } from 'react';
import { NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  defaultExtensionHours,
  extendByHoursProblem,
  formatKyat,
  MissingPriceError,
  quoteExtendByHours,
  type ExtensionQuote,
  type PaymentMethod,
} from '@frontdesk/domain';
import { formatReceiptTime } from '../../../components/receipt/receipt-html.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useStayGuest } from '../api/get-stay-guest.ts';
import { pricesOfRoom, problemText } from '../utils/stay-texts.ts';
import { CurrentStay } from './current-stay.tsx';
import type { StayDialogProps } from './extend-days-dialog.tsx';
import { ExtensionDialog } from './extension-dialog.tsx';
import { PaymentMethodSelect, StayLine, StayLoading } from './stay-parts.tsx';
import { useExtensionFlow } from './use-extension-flow.tsx';

/** Extend Hours: whole hours (default 1) at the room's hourly rate; check-out moves by them. */
export const ExtendHoursDialog = ({ room, opened, onClose }: StayDialogProps) => {
  const { t } = useTranslation();
  const timeZone = useHotelTimeZone();
  const guest = useStayGuest(room.Room, opened).data;
  const flow = useExtensionFlow('hours', onClose);
  const [hours, setHours] = useState<string | number>(defaultExtensionHours);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [showProblems, setShowProblems] = useState(false);

  const count = typeof hours === 'number' ? hours : Number.NaN;
  const problem = extendByHoursProblem(count);
  let quote: ExtensionQuote | undefined;
  let priceProblem: string | undefined;
  if (guest && !problem) {
    try {
      quote = quoteExtendByHours({
        prices: pricesOfRoom(room),
        hours: count,
        currentCheckout: new Date(guest.CheckoutDate),
      });
    } catch (error) {
      if (!(error instanceof MissingPriceError)) throw error;
      priceProblem = error.message;
    }
  }

  const submit = (withReceipt: boolean) => {
    setShowProblems(true);
    if (!guest || problem) return;
    flow.submit(
      { kind: 'hours', guestId: guest.ID, request: { hours: count, paymentMethod: method } },
      withReceipt,
    );
  };
  const money = (amount: number | undefined) => (amount === undefined ? '-' : formatKyat(amount));

  return (
    <>
      <ExtensionDialog
        opened={opened && !flow.completed}
        title={t('stays.extend.titles.hours', { room: room.Room })}
        currentStay={
          guest ? (
            <CurrentStay guest={guest} timeZone={timeZone} />
          ) : (
            <StayLoading label={t('stays.guestDetails.loading')} />
          )
        }
        details={
          <>
            <NumberInput
              label={t('stays.extend.hours')}
              withAsterisk
              min={1}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              value={hours}
              error={showProblems ? problemText(problem, t) : undefined}
              onChange={(value) => {
                setHours(value);
                setShowProblems(true);
              }}
              data-autofocus
            />
            <StayLine
              label={t('stays.extend.newCheckout')}
              value={quote ? formatReceiptTime(quote.checkout, timeZone) : '-'}
              testId="extend-new-checkout"
            />
            <PaymentMethodSelect value={method} onChange={setMethod} />
          </>
        }
        charges={
          <>
            <StayLine
              label={t('stays.extend.hourlyRate')}
              value={money(quote?.unitPrice)}
              testId="extend-unit-price"
            />
            <StayLine
              label={t('stays.extend.hours')}
              value={quote ? t('stays.extend.hourCount', { count: quote.units }) : '-'}
              testId="extend-units"
            />
            <StayLine
              label={t('stays.extend.total')}
              value={money(quote?.total)}
              testId="extend-total"
              strong
            />
            {priceProblem ? (
              <Text size="xs" c="red" role="alert">
                {priceProblem}
              </Text>
            ) : null}
          </>
        }
        confirmLabel={t('stays.extend.confirm')}
        submitting={flow.submitting}
        onConfirm={() => submit(false)}
        onPrint={() => submit(true)}
        onCancel={onClose}
      />
      {flow.notices}
    </>
  );
};
