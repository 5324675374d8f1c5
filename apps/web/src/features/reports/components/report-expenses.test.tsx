import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Report } from '@frontdesk/domain';
import { setDisplayLanguage } from '../../../i18n/display-locale.ts';
import { useOwnerDesk } from '../../../test/owner-page.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReportExpenses } from './report-expenses.tsx';

// The range of the server's test (expense.routes.test.ts), counted by hand.
const expenses: Report['expenses'] = {
  total: 332500.5,
  byCategory: {
    electricity: 20000,
    'staff-food': 3500,
    'guest-food': 0,
    supplies: 0,
    repairs: 45000,
    salaries: 250000,
    others: 14000.5,
  },
  byDay: [
    { date: '2026-11-21', total: 57000.5, byCategory: { repairs: 45000, others: 12000.5 } },
    {
      date: '2026-11-22',
      total: 275500,
      byCategory: { electricity: 20000, 'staff-food': 3500, salaries: 250000, others: 2000 },
    },
  ],
};
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the Reports page’s expenses (issue 44 item 4)', () => {
  useOwnerDesk();

  it('by category, every category and the total; by day, each day with its categories', () => {
    renderWithProviders(<ReportExpenses expenses={expenses} />);
    expect(rowsOf('Expenses by category')).toEqual([
      ['Electricity', '20,000 Ks'],
      ['Staff Food', '3,500 Ks'],
      ['Guest Food', '0 Ks'],
      ['Supplies', '0 Ks'],
      ['Repairs', '45,000 Ks'],
      ['Salaries', '250,000 Ks'],
      ['Others', '14,000.5 Ks'],
      ['Total', '332,500.5 Ks'],
    ]);
    expect(rowsOf('Expenses by day')).toEqual([
      ['Date', 'Category', 'Total'],
      ['21/11/2026', 'Repairs 45,000 Ks · Others 12,000.5 Ks', '57,000.5 Ks'],
      [
        '22/11/2026',
        'Electricity 20,000 Ks · Staff Food 3,500 Ks · Salaries 250,000 Ks · Others 2,000 Ks',
        '275,500 Ks',
      ],
    ]);
  });

  it('a range with none says so; in Burmese too', () => {
    renderWithProviders(
      <ReportExpenses
        expenses={{ ...expenses, total: 0, byCategory: { ...expenses.byCategory }, byDay: [] }}
      />,
    );
    expect(screen.getByText('No expenses in this range')).toBeInTheDocument();
    act(() => setDisplayLanguage('my'));
    expect(screen.getByText('ဤရက်အပိုင်းအခြားတွင် အသုံးစရိတ် မရှိပါ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'အမျိုးအစားအလိုက် အသုံးစရိတ်' })).toBeInTheDocument();
    expect(screen.getByText('လစာ')).toBeInTheDocument();
  });
});
