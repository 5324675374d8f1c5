import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { openAdminPage } from './support/revenue.ts';
import { signInAsReception } from './support/session.ts';

describe.skipIf(!browserAvailable)("the owner's expenses (issue 44 item 4)", () => {
  const app = useServerAndBrowser();

  it("lists the desk's expense, records the owner's own, and the report gives them by category", async () => {
    // The desk's Add Payment as today: 20,000 Ks of electricity paid out in cash.
    const { token } = await signInAsReception(app.server.baseURL);
    const desk = await fetch(`${app.server.baseURL}/api/aureo/reception/create-income`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        Type: 'electricity',
        GuestID: null,
        RoomNumber: '0',
        Amount: -20000,
        PaymentMethod: 'cash',
      }),
    });
    expect(desk.status).toBe(201);

    const { page, context, problems } = await app.newPage();
    await openAdminPage(page, app.server.baseURL);
    await page.getByRole('navigation').getByRole('button', { name: 'Expenses' }).click();
    await page.waitForURL('**/admin/expenses');
    const list = page.getByRole('table', { name: 'Expenses of the range' });
    await expect
      .poll(() => list.getByRole('row', { name: /Electricity/ }).innerText())
      .toMatch(/Electricity\s+20,000 Ks\s+Cash/);

    await page.getByRole('button', { name: 'Add expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add expense' });
    await dialog.getByRole('combobox', { name: /^Category/ }).click();
    await dialog.getByRole('option', { name: 'Repairs', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('45,000');
    await dialog.getByRole('combobox', { name: /^Payment method/ }).click();
    await dialog.getByRole('option', { name: 'KPay', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Note/ }).fill('Door lock, room 203');
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => list.getByRole('row', { name: /Repairs/ }).innerText())
      .toMatch(/Repairs\s+45,000 Ks\s+KPay\s+Door lock, room 203\s+U Kyaw Zin/);

    await page.getByRole('navigation').getByRole('button', { name: 'Reports' }).click();
    await page.waitForURL('**/admin/reports');
    await page.getByRole('button', { name: 'Today' }).click();
    const byCategory = page.getByRole('table', { name: 'Expenses by category' });
    await expect
      .poll(() => byCategory.getByRole('row', { name: /Total/ }).innerText())
      .toMatch(/Total\s+65,000 Ks/);
    expect(await byCategory.getByRole('row', { name: /Repairs/ }).innerText()).toMatch(
      /Repairs\s+45,000 Ks/,
    );
    expect(await byCategory.getByRole('row', { name: /Electricity/ }).innerText()).toMatch(
      /Electricity\s+20,000 Ks/,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
