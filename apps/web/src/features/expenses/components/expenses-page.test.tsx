import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { idempotencyKeyHeader, type Expense } from '@frontdesk/domain';
import { setDisplayLanguage } from '../../../i18n/display-locale.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { useOwnerDesk } from '../../../test/owner-page.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { ExpensesPage } from './expenses-page.tsx';

const listed: Expense[] = [
  {
    id: 12,
    // 09:00 on 22 November at the hotel.
    createdAt: '2026-11-22T02:30:00.000Z',
    category: 'others',
    othersText: 'Taxi for a guest',
    amount: 2000,
    method: 'wavepay',
    note: null,
    recordedBy: 'Aye Aye Khaing',
    voided: false,
  },
  {
    id: 9,
    createdAt: '2026-11-21T03:30:00.000Z',
    category: 'repairs',
    othersText: null,
    amount: 45000,
    method: 'kpay',
    note: 'Door lock, room 203',
    recordedBy: 'Daw Aye Owner',
    voided: true,
  },
];

const renderExpenses = () => {
  const api = fakeApi(
    (call) => {
      if (call.path === '/admin/expenses' && call.method === 'GET') return { body: listed };
      if (call.path === '/admin/expenses' && call.method === 'POST') {
        return { status: 201, body: { ...listed[1], id: 13, voided: false } };
      }
      return undefined;
    },
    { user: { name: 'Daw Aye Owner', role: 'admin' } },
  );
  renderRoutes([{ path: '/admin/expenses', element: <ExpensesPage /> }], {
    initialPath: '/admin/expenses',
  });
  return api;
};
const choose = (label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('/admin/expenses, the owner’s expenses (issue 44 item 4)', () => {
  useOwnerDesk();

  it('lists the range’s expenses, the desk’s too, newest first, a voided one marked', async () => {
    const { calls } = renderExpenses();
    const table = await screen.findByRole('table', { name: 'Expenses of the range' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Time', 'Category', 'Amount', 'Payment method', 'Note', 'Recorded by'],
      [
        '22/11/2026 09:00',
        'Others: Taxi for a guest',
        '2,000 Ks ',
        'WavePay',
        '',
        'Aye Aye Khaing',
      ],
      [
        '21/11/2026 10:00',
        'Repairs',
        '45,000 Ks Voided',
        'KPay',
        'Door lock, room 203',
        'Daw Aye Owner',
      ],
    ]);
    const asked = calls.find((c) => c.path === '/admin/expenses')!;
    expect(asked.query.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(asked.query.get('to')! >= asked.query.get('from')!).toBe(true);
    expect(
      screen.getByText('Expenses typed at the desk (a negative Add Payment) are listed here too.'),
    ).toBeInTheDocument();
  });

  it('Add expense asks for a category, what others was for and an amount before sending', async () => {
    const { calls } = renderExpenses();
    fireEvent.click(await screen.findByRole('button', { name: 'Add expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await within(dialog).findByText('Category is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();
    choose('Category', 'Others');
    type(/^Amount/, '-5000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(
      await within(dialog).findByText('Please say what the expense was for'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Amount must be more than 0')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('records an expense as typed, once a key, and the list asks again', async () => {
    const { calls } = renderExpenses();
    fireEvent.click(await screen.findByRole('button', { name: 'Add expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    choose('Category', 'Others');
    type(/^What was it for\?/, ' Water tank ');
    type(/^Amount/, '12,000');
    choose('Payment method', 'KPay');
    type(/^Note/, 'Cleaning, 2nd floor');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Expense added')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      {
        category: 'others',
        othersText: 'Water tank',
        amount: 12000,
        method: 'kpay',
        note: 'Cleaning, 2nd floor',
      },
    ]);
    expect(posts[0]!.headers[idempotencyKeyHeader.toLowerCase()]).toEqual(expect.any(String));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === '/admin/expenses')).toHaveLength(
        2,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads in Burmese', async () => {
    renderExpenses();
    act(() => setDisplayLanguage('my'));
    expect(await screen.findByRole('heading', { name: 'အသုံးစရိတ်များ' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'ရက်အပိုင်းအခြား၏ အသုံးစရိတ်များ' });
    expect(within(table).getByText('ပြုပြင်ခ')).toBeInTheDocument();
    expect(within(table).getByText('အခြား: Taxi for a guest')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'အသုံးစရိတ် ထည့်ရန်' })).toBeInTheDocument();
  });
});
