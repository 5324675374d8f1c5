import { lazy, Suspense, useState, type ReactNode } from 'react';
import { panelProps } from '../../../components/plain/boxes.ts';
import type { IsoDate, RevenueEntry, RevenuePaymentType, RevenueType } from '@frontdesk/domain';
import { DatePanelHeader } from '../../../components/date-panel-header.tsx';
import { useMayCorrect } from '../../../lib/staff-permissions.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';
import { NotLiveMark } from '../../../components/not-live-mark.tsx';
import { RevenueList } from './revenue-list.tsx';

export interface RevenuePanelProps {
  /** The revenue date, shared by both revenue panels and the stat cards. */
  date: IsoDate;
  onDateChange: (date: IsoDate) => void;
  /** The shared Online/Cash filter. */
  paymentType: RevenuePaymentType;
}

export interface RevenuePanelFrameProps extends RevenuePanelProps {
  icon: ReactNode;
  label: string;
  entries: readonly RevenueEntry[];
  loading: boolean;
  emptyTitle: string;
  emptyText: string;
  /** What Add records: room revenue ('') or food revenue. */
  revenueType: RevenueType;
}

// Reprint, in a chunk of its own so the dashboard's first load stays as light (ADR 034).
const RevenueEntryActions = lazy(() =>
  import('./revenue-entry-actions.tsx').then((m) => ({ default: m.RevenueEntryActions })),
);
// Void too, for a desk the owner allows to correct (ADR 072).
const entryActions = (canVoid: boolean) => (entry: RevenueEntry) =>
  entry.ReceiptNumber || canVoid ? (
    <Suspense fallback={null}>
      <RevenueEntryActions entry={entry} canVoid={canVoid} />
    </Suspense>
  ) : null;

// In a chunk of its own, fetched when a revenue panel is pointed at or focused (ADR 023).
const AddPaymentDialog = lazyDialog(() => import('./add-payment-dialog.tsx'), 'AddPaymentDialog');

/** A dashboard revenue panel: date header with Today and Add, the list, the Add dialog. */
export const RevenuePanelFrame = ({
  icon,
  label,
  date,
  onDateChange,
  entries,
  loading,
  emptyTitle,
  emptyText,
  revenueType,
}: RevenuePanelFrameProps) => {
  const timeZone = useHotelTimeZone();
  const mayCorrect = useMayCorrect();
  // A fresh dialog (and Idempotency-Key) per opening.
  const [dialog, setDialog] = useState<{ key: number; opened: boolean }>({
    key: 0,
    opened: false,
  });
  return (
    <section
      {...panelProps(160, true)}
      aria-label={label}
      onPointerEnter={AddPaymentDialog.preload}
      onFocus={AddPaymentDialog.preload}
    >
      <DatePanelHeader
        icon={icon}
        label={label}
        date={date}
        onDateChange={onDateChange}
        onAdd={() => setDialog((d) => ({ key: d.key + 1, opened: true }))}
        timeZone={timeZone}
      />
      {/* Through an outage the list keeps its last lines (issue 43), and says since when. */}
      <NotLiveMark testId="list-not-live-mark" />
      <RevenueList
        entries={entries}
        loading={loading}
        timeZone={timeZone}
        emptyTitle={emptyTitle}
        emptyText={emptyText}
        label={label}
        actions={entryActions(mayCorrect)}
      />
      {dialog.key > 0 ? (
        <AddPaymentDialog
          key={dialog.key}
          opened={dialog.opened}
          revenueType={revenueType}
          onClose={() => setDialog((d) => ({ ...d, opened: false }))}
        />
      ) : null}
    </section>
  );
};
