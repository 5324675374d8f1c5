import {
  incomeTypeOfExpense,
  noRoomNumber,
  type CreateExpense,
  type Expense,
  type ReportRange,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import type { AdminDeps } from '../reception-deps.ts';
import { spanOfRange } from '../reports/report.service.ts';
import { insertIncomes } from '../revenue/income.repository.ts';
import { expensesOfSpan, findExpense, type ExpenseRow } from './expense.repository.ts';

const presentExpense = (row: ExpenseRow): Expense => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  category: row.category ?? 'others',
  othersText: row.othersText,
  amount: -row.amount,
  method: row.method,
  note: row.note,
  recordedBy: row.recordedBy,
  voided: row.voided,
});

export const createExpenseService = ({ db, events, now }: AdminDeps) => ({
  /**
   * An expense the owner enters (ADR 082): a manual payment of negative amount, as the desk's
   * Add Payment records one (no guest, room '0', room revenue), with its category and note, in
   * one transaction with its activity entry; a retry with the same Idempotency-Key answers the
   * first expense.
   */
  async addExpense(hotel: HotelRow, body: CreateExpense, idempotencyKey?: string) {
    const at = now();
    const outcome = await runIdempotent(
      db,
      { hotelId: hotel.id, key: idempotencyKey, operation: 'add-expense', request: body, at },
      async (tx) => {
        const type = incomeTypeOfExpense(body.category, body.othersText);
        const amount = -body.amount;
        const [income] = await insertIncomes(tx, hotel.id, [
          {
            type,
            guestId: null,
            roomNumber: noRoomNumber,
            amount,
            revenueType: '',
            paymentMethod: body.method,
            receiptNumber: null,
            expenseCategory: body.category,
            expenseOthersText: body.category === 'others' ? type : null,
            note: body.note,
            createdAt: at,
          },
        ]);
        // As the desk's Add Payment: the log reads it as the payment it is.
        await recordActivity(tx, actingAs(hotel), {
          kind: 'income',
          subject: `income:${income!.id}`,
          params: { type, room: noRoomNumber, amount, paymentMethod: body.method },
        });
        return presentExpense((await findExpense(tx, hotel.id, income!.id))!);
      },
    );
    if (!outcome.replayed) await events.publish(hotel.id, { type: 'payment_updated' });
    return outcome.answer;
  },

  /** The expenses of the hotel's dates from..to, newest first. */
  async expenses(hotel: HotelRow, range: ReportRange): Promise<Expense[]> {
    return (await expensesOfSpan(db, spanOfRange(hotel, range))).map(presentExpense);
  },
});
