import { expenseCategoryLabels } from '@frontdesk/domain';

/** The owner's Expenses page and the Reports page's expenses (issue 44 item 4, ADR 082). */
export const expenseTexts = {
  expenses: {
    title: 'Expenses',
    list: 'Expenses of the range',
    add: 'Add expense',
    addTitle: 'Add expense',
    submit: 'Add expense',
    cancel: 'Cancel',
    saved: 'Expense added',
    saveFailed: 'Could not add the expense.',
    loadFailed: 'Could not load the expenses.',
    retry: 'Try again',
    loading: 'Loading the expenses',
    empty: 'No expenses on these dates',
    from: 'From',
    to: 'To',
    time: 'Time',
    category: 'Category',
    categories: expenseCategoryLabels.en,
    othersText: 'What was it for?',
    amount: 'Amount',
    amountHint: 'What was paid out',
    method: 'Payment method',
    note: 'Note',
    recordedBy: 'Recorded by',
    total: 'Total',
    voided: 'Voided',
    deskNote: 'Expenses typed at the desk (a negative Add Payment) are listed here too.',
    report: {
      byCategory: 'Expenses by category',
      byDay: 'Expenses by day',
      date: 'Date',
      none: 'No expenses in this range',
    },
  },
} as const;
