import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  overbookingErrorSchema,
  type CheckInRequestInput,
  type CheckInResponse,
  type IsoDate,
} from '@frontdesk/domain';
import { useFlowOrigin, type FlowOrigin } from '../../../../components/dialogs/flow-origin.ts';
import { ErrorDialog } from '../../../../components/dialogs/notice-dialog.tsx';
import { useCashShiftGuard } from '../../../../components/dialogs/cash-shift-guard.tsx';
import {
  useReceiptPrinter,
  type ReceiptPrintJob,
} from '../../../../components/receipt/use-receipt-printer.ts';
import { ApiError, refusalMessage } from '../../../../lib/api-client.ts';
import { useHotelTimeZone } from '../../../../lib/session.ts';
import { useCheckIn } from '../../api/check-in.ts';
import { useCheckInForm } from '../../hooks/use-check-in-form.ts';
import type { CheckInSource } from '../../utils/check-in-draft.ts';
import { useOnePress } from '../../../../lib/use-one-press.ts';
import { CheckInDialog } from './check-in-dialog.tsx';
import { CheckInNotice } from './check-in-notice.tsx';
import { OverbookingConfirm } from './overbooking-confirm.tsx';
import '../../../../i18n/desk-dialog-texts.ts';

export interface CheckInFlowProps {
  source: CheckInSource;
  opened: boolean;
  /** Where the check-in was started (a room card, a reservation row): focus goes back there. */
  origin?: FlowOrigin | undefined;
  /** When the receptionist is done (cancelled, or closed the success notice). */
  onClose: () => void;
}

interface Completed {
  response: CheckInResponse;
  guestName: string;
  isForeigner: boolean;
}

/** A 409 naming the nights reservations would be short of rooms (ADR 040); else undefined. */
const overbookedNightsOf = (error: unknown): IsoDate[] | undefined => {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = overbookingErrorSchema.safeParse(error.body);
  const nights = body.success ? body.data.overbookedNights : undefined;
  return nights?.length ? nights.map((night) => night.date as IsoDate) : undefined;
};

interface Failure {
  message: string;
  detail?: string | undefined;
}

/**
 * One check-in from start to receipt: the dialog, the atomic POST /check-in (retries reuse the
 * submission's Idempotency-Key), the Success or Error notice, and the receipt. Print Receipt
 * before Confirm checks in first, then prints; after a check-in the success notice prints again.
 */
export const CheckInFlow = ({ source, opened, origin, onClose }: CheckInFlowProps) => {
  const { t } = useTranslation();
  const timeZone = useHotelTimeZone();
  const form = useCheckInForm(source, timeZone);
  const checkIn = useCheckIn();
  const startPrint = useReceiptPrinter();
  // Busy from the press itself, one Idempotency-Key per opening (ADR 070).
  const { pressed, press } = useOnePress(opened);
  const [completed, setCompleted] = useState<Completed | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [roomsProblem, setRoomsProblem] = useState<string | null>(null);
  const [printFailed, setPrintFailed] = useState(false);
  // The request the desk is asked to confirm over reservations' rooms, and the nights named.
  const [overbooked, setOverbooked] = useState<{
    request: CheckInRequestInput;
    nights: IsoDate[];
  } | null>(null);
  const fromReservation = source.kind === 'reservation';
  // The button that submitted: a failure notice gives focus back to it, in the open dialog.
  const submitter = useFlowOrigin();
  const { guard, question } = useCashShiftGuard();

  const failureOf = (error: unknown): Failure => {
    const serverMessage = refusalMessage(error);
    return fromReservation
      ? { message: serverMessage ?? t('checkIn.reservationFailed') }
      : { message: t('checkIn.walkInFailed'), detail: serverMessage };
  };

  /** The request when the form is complete; otherwise its messages are shown. */
  const prepare = (): CheckInRequestInput | null => {
    submitter.remember();
    const result = form.validate();
    if (result.ok) return result.request;
    if (result.message) setRoomsProblem(result.message);
    return null;
  };

  /** The check-in done, or null when it failed. */
  const checkInOnce = async (
    request: CheckInRequestInput,
    idempotencyKey: string,
  ): Promise<Completed | null> => {
    form.holdSentRooms(request.rooms.map((room) => String(room.roomNumber)));
    try {
      const response = await checkIn.mutateAsync({ request, idempotencyKey });
      const done = {
        response,
        guestName: request.guest.name,
        isForeigner: request.guest.isForeigner ?? false,
      };
      setCompleted(done);
      return done;
    } catch (error) {
      form.holdSentRooms([]);
      const nights = request.confirmOverbooking ? undefined : overbookedNightsOf(error);
      if (nights) setOverbooked({ request, nights });
      else setFailure(failureOf(error));
      return null;
    }
  };

  // The receipt the server issued and kept (ADR 069): a reprint prints the same.
  const print = async (job: ReceiptPrintJob, done: Completed) => {
    const printed = await job.printIssued(() => done.response.receipt);
    if (!printed) setPrintFailed(true);
  };

  /** Sends the complete form, once asked first when cash is taken outside a shift (ADR 077). */
  const whenComplete = (send: (request: CheckInRequestInput) => void) => {
    if (pressed) return;
    const request = prepare();
    if (request) guard(request.paymentMethod ?? 'cash', () => send(request));
  };

  const confirm = () =>
    whenComplete((request) => {
      press((idempotencyKey) => checkInOnce(request, idempotencyKey));
    });

  const confirmAndPrint = () =>
    whenComplete((request) => {
      let job: ReceiptPrintJob | undefined;
      const sending = press((idempotencyKey) => {
        // The window opens on the click itself, or the browser would block it.
        job = startPrint();
        return checkInOnce(request, idempotencyKey);
      });
      void sending?.then((done) => job && (done ? print(job, done) : job.cancel()));
    });

  return (
    <>
      <CheckInDialog
        opened={opened && completed === null}
        source={source}
        form={form}
        timeZone={timeZone}
        submitting={pressed}
        onConfirm={confirm}
        onPrint={confirmAndPrint}
        onCancel={() => {
          onClose();
          origin?.restore();
        }}
      />
      {question}
      <OverbookingConfirm
        nights={opened && overbooked ? overbooked.nights : []}
        sending={pressed}
        onConfirm={() => {
          if (!overbooked) return;
          press((idempotencyKey) => {
            setOverbooked(null);
            return checkInOnce({ ...overbooked.request, confirmOverbooking: true }, idempotencyKey);
          });
        }}
        onCancel={() => setOverbooked(null)}
      />
      <CheckInNotice
        opened={opened && completed !== null}
        kind="success"
        message={t(fromReservation ? 'checkIn.reservationSuccess' : 'checkIn.walkInSuccess')}
        detail={
          completed
            ? t('checkIn.receiptNumber', { number: completed.response.receiptNumber })
            : undefined
        }
        onPrint={() => completed && void print(startPrint(), completed)}
        returnFocusTo={origin}
        onClose={onClose}
      />
      <CheckInNotice
        opened={opened && failure !== null}
        kind="error"
        message={failure?.message ?? ''}
        detail={failure?.detail}
        returnFocusTo={submitter}
        onClose={() => setFailure(null)}
      />
      <ErrorDialog
        opened={opened && roomsProblem !== null}
        message={roomsProblem ?? ''}
        returnFocusTo={submitter}
        onClose={() => setRoomsProblem(null)}
      />
      <ErrorDialog
        opened={printFailed}
        message={t('receipt.failed')}
        onClose={() => setPrintFailed(false)}
      />
    </>
  );
};
