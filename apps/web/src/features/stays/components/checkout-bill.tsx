import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  walletReferenceBody,
  walletReferenceField,
  type CheckoutCollect,
  type Folio,
  type ReceiptDocument,
  type PaymentMethod,
} from '@frontdesk/domain';
import { WalletReferenceInput } from '../../../components/forms/wallet-reference-input.tsx';
import { schemaMessage } from '../../../i18n/schema-message.ts';
import { useReceiptPrinter } from '../../../components/receipt/use-receipt-printer.ts';
import { paymentMethodOptions, useDisplayFormat } from '../../../i18n/format.ts';
import { useFolio } from '../api/get-folio.ts';
import { billReceipt } from '../../../components/receipt/bill-receipt.ts';
import { FolioSection } from './folio-section.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/** What the checkout question may send, as the bill has it (ADR 033). */
export interface BillChoice {
  /** False while the bill loads, or while a balance is due and no method is chosen. */
  ready: boolean;
  /** The balance due and the method it is collected by (a wallet's reference, ADR 051). */
  collect?: CheckoutCollect | undefined;
  /**
   * Set when the desk wants the final bill printed: called in the click that confirms (the print
   * window opens then), printed with the checkout's Bill, or cancelled when the checkout fails.
   */
  startFinalPrint?: (() => FinalBillPrint) | undefined;
}

export interface FinalBillPrint {
  /** Prints the final bill the server kept (ADR 069), else (an older server) the bill as answered. */
  print: (bill: Folio, stored?: ReceiptDocument) => void;
  cancel: () => void;
}

export interface CheckoutBillProps {
  /** Loaded (lazily) once the checkout question is open. */
  opened: boolean;
  guestId: number;
  onChange: (choice: BillChoice) => void;
}

/**
 * The bill in the checkout question: the stay's charges, payments and balance; a balance due is
 * collected with the checkout by the method chosen; a credit is shown; the bill can be printed.
 */
export const CheckoutBill = ({ guestId, onChange }: CheckoutBillProps) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const folio = useFolio(guestId);
  const printer = useReceiptPrinter();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [reference, setReference] = useState('');
  // The collection's own field of PUT /guests/checkout (checkoutCollectSchema): what it refuses.
  const referenceIssue = walletReferenceField.safeParse(reference).error?.issues[0]?.message;
  const [printFinal, setPrintFinal] = useState(true);
  const [printFailed, setPrintFailed] = useState(false);
  const bill = folio.data;
  const due = bill ? Math.max(0, bill.Balance) : 0;

  useEffect(() => {
    if (!bill) {
      onChange({ ready: false });
      return;
    }
    const startFinalPrint =
      due > 0 && printFinal
        ? (): FinalBillPrint => {
            const job = printer();
            return {
              print: (final, stored) =>
                void (
                  stored
                    ? job.printIssued(() => stored)
                    : job.print((hotel) => billReceipt(final, hotel, t, new Date()))
                ).then((printed) => setPrintFailed(!printed)),
              cancel: job.cancel,
            };
          }
        : undefined;
    if (due === 0) onChange({ ready: true });
    else if (!method || referenceIssue) onChange({ ready: false });
    else
      onChange({
        ready: true,
        collect: { paymentMethod: method, amount: due, ...walletReferenceBody(method, reference) },
        startFinalPrint,
      });
  }, [bill, due, method, reference, referenceIssue, printFinal, onChange, printer, t]);

  const print = () => {
    if (!bill) return;
    setPrintFailed(false);
    void printer()
      .print((hotel) => billReceipt(bill, hotel, t, new Date()))
      .then((printed) => setPrintFailed(!printed));
  };

  return (
    <Stack gap="sm" mt="sm" data-testid="checkout-bill">
      <FolioSection guestId={guestId} />
      {bill && due > 0 ? (
        <>
          <Select
            label={t('stays.bill.collectBy', { amount: format.kyat(due) })}
            placeholder={t('stays.bill.collectPlaceholder')}
            description={t('stays.bill.collectNote')}
            required
            data={paymentMethodOptions(t)}
            value={method}
            onChange={(value) => setMethod(value as PaymentMethod | null)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <WalletReferenceInput
            method={method}
            value={reference}
            onChange={setReference}
            error={referenceIssue ? schemaMessage(referenceIssue) : undefined}
          />
          <Checkbox
            label={t('stays.bill.printFinal')}
            checked={printFinal}
            onChange={(event) => setPrintFinal(event.currentTarget.checked)}
          />
        </>
      ) : null}
      {bill && bill.Balance < 0 ? (
        <Text size="sm">{t('stays.bill.credit', { amount: format.kyat(-bill.Balance) })}</Text>
      ) : null}
      {bill && bill.Balance === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stays.bill.settled')}
        </Text>
      ) : null}
      <Group justify="flex-start">
        <Button variant="default" size="xs" onClick={print} disabled={!bill}>
          {t('stays.bill.print')}
        </Button>
        {printFailed ? (
          <Text size="sm" c="red" role="alert">
            {t('stays.bill.printFailed')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
};
