import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  defaultExtensionHours,
  extendByHoursProblem,
  quoteExtendByHours,
  type PaymentMethod,
} from '@frontdesk/domain';
import { formatReceiptTime } from '../../../components/receipt/receipt-html.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useStayGuest } from '../api/get-stay-guest.ts';
import { liveQuote, moneyText, pricesOfRoom, problemText } from '../utils/stay-texts.ts';
import type { StayDialogProps } from './extend-days-dialog.tsx';
import { ExtensionDialog } from './extension-dialog.tsx';
import { PaymentMethodSelect, StayLine } from './stay-parts.tsx';
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
  const { quote, priceProblem } = liveQuote(() =>
    guest && !problem
      ? quoteExtendByHours({
          prices: pricesOfRoom(room),
          hours: count,
          currentCheckout: new Date(guest.CheckoutDate),
        })
      : undefined,
  );

  const submit = (withReceipt: boolean) => {
    setShowProblems(true);
    if (!guest || problem) return;
    flow.submit(
      { kind: 'hours', guestId: guest.ID, request: { hours: count, paymentMethod: method } },
      withReceipt,
    );
  };

  return (
    <>
      <ExtensionDialog
        kind={'hours'}
        room={room}
        opened={opened}
        guest={guest}
        timeZone={timeZone}
        flow={flow}
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
              value={moneyText(quote?.unitPrice)}
              testId="extend-unit-price"
            />
            <StayLine
              label={t('stays.extend.hours')}
              value={quote ? t('stays.extend.hourCount', { count: quote.units }) : '-'}
              testId="extend-units"
            />
            <StayLine
              label={t('stays.extend.total')}
              value={moneyText(quote?.total)}
              testId="extend-total"
              strong
            />
          </>
        }
        priceProblem={priceProblem}
        onSubmit={submit}
        onClose={onClose}
      />
    </>
  );
};
