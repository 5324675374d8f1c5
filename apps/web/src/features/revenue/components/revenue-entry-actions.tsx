import { useState } from 'react';
import { IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RevenueEntry } from '@frontdesk/domain';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';
import { ReprintButton } from '../../../components/receipt/reprint-button.tsx';
import {
  actionIconBoxProps,
  groupProps,
  plainIcon,
  subtleActionIconProps,
} from '../../../components/plain/boxes.ts';

// The owner's Void form (with @mantine/form) in a chunk of its own, fetched when the Void icon is
// pointed at, focused or clicked: the dashboard's lines, which only reprint, never load it.
const VoidDialog = lazyDialog(() => import('./void-dialog.tsx'), 'VoidDialog');

/** True for a line that can be voided: not a void, not voided, not a reservation's deposit. */
export const isVoidable = (entry: RevenueEntry): boolean =>
  entry.Correction !== 'void' &&
  !entry.Voided &&
  entry.Type !== 'deposit' &&
  entry.Type !== 'deposit-refund';

/**
 * A revenue line's actions (ADR 034): Reprint its receipt; for the owner, Void it (a fresh
 * dialog, and Idempotency-Key, per opening).
 */
export const RevenueEntryActions = ({
  entry,
  canVoid,
}: {
  entry: RevenueEntry;
  canVoid: boolean;
}) => {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState({ key: 0, opened: false });
  return (
    <div {...groupProps({ gap: 2, wrap: 'nowrap', style: { flexShrink: 0 } })}>
      {entry.ReceiptNumber ? <ReprintButton receiptNumber={entry.ReceiptNumber} /> : null}
      {canVoid && isVoidable(entry) ? (
        <button
          {...subtleActionIconProps(false, 'red')}
          aria-label={t('corrections.void')}
          title={t('corrections.void')}
          onPointerEnter={VoidDialog.preload}
          onFocus={VoidDialog.preload}
          onClick={() => setDialog((d) => ({ key: d.key + 1, opened: true }))}
        >
          <span {...actionIconBoxProps()}>
            {plainIcon(IconReceiptOff, { size: 16, 'aria-hidden': true })}
          </span>
        </button>
      ) : null}
      {dialog.key > 0 ? (
        <VoidDialog
          key={dialog.key}
          opened={dialog.opened}
          entry={entry}
          onClose={() => setDialog((d) => ({ ...d, opened: false }))}
        />
      ) : null}
    </div>
  );
};
