import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable } from './support/browser.ts';
import { openDashboard } from './support/dashboard.ts';
import { addPayment, revenueLines } from './support/revenue.ts';

const question = 'You have no open shift. Take this cash anyway?';

describe.skipIf(!browserAvailable)('cash outside a shift asks first, in Chromium (ADR 077)', () => {
  const app = useServerAndBrowser();

  it('a receptionist who works in shifts, with none open, is asked; Cancel records nothing', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openDashboard(page, app.server.baseURL);
    // The receptionist worked a shift today and closed it.
    const shiftCall = (path: string, body: object) =>
      fetch(`${app.server.baseURL}/api/aureo/reception${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await shiftCall('/shifts', { float: 0 })).status).toBe(201);
    expect((await shiftCall('/shifts/current/close', { countedCash: 0 })).status).toBe(200);
    await page.reload();

    const payment = { type: 'Guest Food', amount: '7000' };
    await addPayment(page, 'Room Revenue', payment);
    const asked = page.getByRole('dialog').filter({ hasText: question });
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => asked.count()).toBe(0);
    // Add Payment is still open with what was typed; nothing was recorded.
    const dialog = page.getByRole('dialog', { name: 'Add Payment' });
    expect(await dialog.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('7000');
    expect(await revenueLines(page, 'Room Revenue')).toEqual([]);

    await dialog.getByRole('button', { name: 'Add Payment' }).click();
    await asked.getByRole('button', { name: 'Take cash anyway' }).click();
    await page.getByText('Payment added successfully').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => revenueLines(page, 'Room Revenue'))
      .toEqual([expect.stringMatching(/^Guest Food Manual Payment · \d\d:\d\d \+7,000 Ks$/)]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
