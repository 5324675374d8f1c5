import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { FoodOrderFlow } from './food-order-flow.tsx';

const menu = [{ ID: 1, FoodName: 'Fried Rice', FoodPrice: 5000 }];

/** A Food Order line's quantity holds what was typed (ADR 067); 0 or below removes the line. */
describe('Food Order quantities as typed', { timeout: 120_000 }, () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('keeps every typed quantity, names the wrong ones and sends nothing until it is right', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) =>
      call.path === '/menus' ? { body: menu } : { status: 500, body: { message: 'x' } },
    );
    renderWithProviders(
      <FoodOrderFlow opened roomNumber="101" guest={{ ID: 7, Name: 'Aye' }} onClose={vi.fn()} />,
    );
    const add = async () =>
      user.click(await screen.findByRole('button', { name: 'Add Fried Rice' }));
    const quantity = () => screen.getByLabelText('Quantity of Fried Rice') as HTMLInputElement;
    const type = async (typed: string) => {
      await user.clear(quantity());
      if (typed !== '') await user.type(quantity(), typed);
    };
    await add();
    const notNumber = 'Quantity must be a number';
    const tooMany = 'Quantity must be at most 1000';
    for (const [typed, message] of [
      ['50,000', tooMany],
      ['50 000', tooMany],
      ['၅၀,၀၀၀', tooMany],
      ['50,000 Ks', tooMany],
      ['5,00', notNumber],
      ['1e5', notNumber],
      ['25OO', notNumber],
      ['abc', notNumber],
      ['', notNumber],
      ['150', null],
    ] as const) {
      await type(typed);
      expect(quantity().value, typed).toBe(typed);
      if (message) expect(screen.getByRole('alert').textContent, typed).toBe(message);
      else expect(screen.queryByRole('alert'), typed).toBeNull();
    }
    await type('1e5');
    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // 0 or below takes the line out of the order (SPEC.md section 5).
    for (const typed of ['0', '-1']) {
      await type(typed);
      expect(screen.queryByLabelText('Quantity of Fried Rice'), typed).toBeNull();
      await add();
    }
    await type('12');
    expect(screen.getByTestId('grand-total').textContent).toBe('60,000 Ks');
  });
});
