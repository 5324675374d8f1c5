import { moneyColumnProblems } from '@frontdesk/domain';
import { badRequest } from './errors.ts';

/**
 * 400 naming the first amount (field to kyat) that does not fit its numeric(14,2) column, before
 * anything is written; running totals (a guest's charges after adding) are checked the same way.
 */
export const assertFitsMoneyColumn = (
  amounts: Readonly<Record<string, number>>,
  labels?: Readonly<Record<string, string>>,
): void => {
  const problems = moneyColumnProblems(amounts, labels);
  if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
};
