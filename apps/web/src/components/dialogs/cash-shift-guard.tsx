import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { warnsBeforeTakingCash } from '@frontdesk/domain';
import { useSession } from '../../lib/session.ts';
import { textProps } from '../plain/boxes.ts';
// Lazy: the dashboard's first load carries no Modal (ADR 023); the question is rarely asked.
import { ConfirmDialog } from './lazy-dialogs.ts';

export interface CashShiftGuard {
  /**
   * Sends at once, or first asks 'You have no open shift. Take this cash anyway?' when the
   * money is cash (more than nothing; an amount the server prices counts as some) and the user
   * works in shifts with none open (ADR 077). Cancel sends nothing; the confirm sends once.
   * Answers what `send` answered when it sent at once (a dialog's promise), else undefined.
   */
  guard: <T>(method: string | null | undefined, send: () => T, amount?: number) => T | undefined;
  /** The question, rendered beside the dialog that takes the money. */
  question: ReactNode;
}

/** The one question before cash is taken outside a shift, for every dialog that takes money. */
export const useCashShiftGuard = (): CashShiftGuard => {
  const { t } = useTranslation();
  const shifts = useSession().data?.shifts;
  // The send that waits for the answer; a function in state is set through an updater.
  const [waiting, setWaiting] = useState<{ send: () => void } | null>(null);
  const guard: CashShiftGuard['guard'] = (method, send, amount) => {
    if (!warnsBeforeTakingCash(shifts, method, amount)) return send();
    setWaiting({ send });
    return undefined;
  };
  const question = (
    <ConfirmDialog
      opened={waiting !== null}
      message={t('cashShift.question')}
      confirmLabel={t('cashShift.takeAnyway')}
      onConfirm={() => {
        // Sent from the click itself: a receipt's print window may open with it.
        const send = waiting?.send;
        setWaiting(null);
        send?.();
      }}
      onCancel={() => setWaiting(null)}
    >
      <p
        {...textProps({
          size: 'sm',
          c: 'dimmed',
          style: { marginTop: 'var(--mantine-spacing-xs)' },
        })}
      >
        {t('cashShift.detail')}
      </p>
    </ConfirmDialog>
  );
  return { guard, question };
};
