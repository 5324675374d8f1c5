import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlacedFoodOrder, PlaceFoodOrderInput } from '@frontdesk/domain';
import { NoticeDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { useFlowOrigin, type FlowOrigin } from '../../../components/dialogs/flow-origin.ts';
import { useCashShiftGuard } from '../../../components/dialogs/cash-shift-guard.tsx';
import {
  useReceiptPrinter,
  type ReceiptPrintJob,
} from '../../../components/receipt/use-receipt-printer.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { usePlaceFoodOrder } from '../api/place-food-order.ts';
import { useFoodOrder } from '../hooks/use-food-order.ts';
import { FoodOrderDialog } from './food-order-dialog.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/** The guest the order is for: undefined while it is being found, null when the room has none. */
export type FoodOrderGuest = { ID: number; Name: string } | null | undefined;

export interface FoodOrderFlowProps {
  opened: boolean;
  roomNumber: string;
  guest: FoodOrderGuest;
  /** Where the order was started (the room card): focus goes back there. */
  origin?: FlowOrigin | undefined;
  onClose: () => void;
}

interface Notice {
  kind: 'success' | 'error';
  message: string;
  detail?: string | undefined;
}

/**
 * One food order from menu to receipt: the dialog, the atomic POST /food-orders (a retry reuses
 * the order's Idempotency-Key), the Success or Error notice, and the 58 mm food receipt. Print
 * Receipt before Confirm places the order first, then prints.
 */
export const FoodOrderFlow = ({
  opened,
  roomNumber,
  guest,
  origin,
  onClose,
}: FoodOrderFlowProps) => {
  const { t } = useTranslation();
  const order = useFoodOrder();
  const place = usePlaceFoodOrder();
  const startPrint = useReceiptPrinter();
  // Busy from the press itself, one Idempotency-Key per opening (ADR 070).
  const { pressed, press } = useOnePress(opened);
  const [placed, setPlaced] = useState<PlacedFoodOrder | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const submitter = useFlowOrigin();
  const { guard, question } = useCashShiftGuard();

  const problem = (message: string) => {
    setNotice({ kind: 'error', message });
    return null;
  };

  /** The request when the order is complete; otherwise its message is shown. */
  const prepare = (): PlaceFoodOrderInput | null => {
    submitter.remember();
    if (!order.checkRates()) return null;
    if (order.lines.length === 0) return problem(t('food.addItems'));
    if (order.offMenu) return problem(t('food.offMenu', { name: order.offMenu.foodName }));
    if (!order.paymentMethod) return problem(t('food.selectPayment'));
    if (!guest) return problem(t('food.noGuest', { room: roomNumber }));
    return order.request(guest.ID, roomNumber, order.paymentMethod);
  };

  /** The order placed, or null when it failed. */
  const placeOrder = async (request: PlaceFoodOrderInput, idempotencyKey: string) => {
    try {
      const answer = await place.mutateAsync({ request, idempotencyKey });
      setPlaced(answer);
      setNotice({
        kind: 'success',
        message: t('food.success'),
        detail: t('food.receiptNumber', { number: answer.receiptNumber }),
      });
      return answer;
    } catch (error) {
      setNotice({
        kind: 'error',
        message: t('food.failed'),
        detail: error instanceof ApiError ? error.serverMessage : undefined,
      });
      return null;
    }
  };

  const print = async (job: ReceiptPrintJob, done: PlacedFoodOrder) => {
    const printed = await job.printIssued(() => done.receipt);
    if (!printed) setNotice({ kind: 'error', message: t('receipt.failed') });
  };

  /** Sends the complete order, once asked first when cash is taken outside a shift (ADR 077). */
  const whenComplete = (send: (request: PlaceFoodOrderInput) => void) => {
    if (pressed) return;
    const request = prepare();
    if (request) guard(order.paymentMethod, () => send(request));
  };

  const confirm = () =>
    whenComplete((request) => {
      press((idempotencyKey) => placeOrder(request, idempotencyKey));
    });

  const confirmAndPrint = () => {
    if (order.lines.length === 0) {
      problem(t('food.nothingToPrint'));
      return;
    }
    whenComplete((request) => {
      let job: ReceiptPrintJob | undefined;
      const sending = press((idempotencyKey) => {
        // The window opens on the click itself, or the browser would block it.
        job = startPrint();
        return placeOrder(request, idempotencyKey);
      });
      void sending?.then((done) => job && (done ? print(job, done) : job.cancel()));
    });
  };

  const guestLine =
    guest === undefined
      ? t('food.findingGuest', { room: roomNumber })
      : guest === null
        ? t('food.noGuest', { room: roomNumber })
        : guest.Name;
  const succeeded = notice?.kind === 'success';
  return (
    <>
      <FoodOrderDialog
        opened={opened && placed === null}
        roomNumber={roomNumber}
        order={order}
        guestLine={guestLine}
        submitting={pressed}
        onConfirm={confirm}
        onPrint={confirmAndPrint}
        onCancel={() => {
          onClose();
          origin?.restore();
        }}
      />
      {question}
      <NoticeDialog
        opened={opened && notice !== null}
        kind={notice?.kind ?? 'error'}
        message={notice?.message ?? ''}
        detail={notice?.detail}
        zIndex={300}
        actions={
          succeeded && placed ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconPrinter size={16} />}
              onClick={() => void print(startPrint(), placed)}
            >
              {t('food.printReceipt')}
            </Button>
          ) : null
        }
        returnFocusTo={succeeded ? origin : submitter}
        onClose={() => {
          setNotice(null);
          if (placed) onClose();
        }}
      />
    </>
  );
};
