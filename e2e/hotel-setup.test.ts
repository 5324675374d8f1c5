import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable, liveConnectionReady } from './support/browser.ts';
import { checkInByApi, chooseFromMenu, openDashboard, roomCard } from './support/dashboard.ts';
import { printedReceiptWindow, recordPrinting } from './support/receipt.ts';
import { hotelDate } from './support/session.ts';
import { openAdminPage } from './support/revenue.ts';

/** The desk orders a Tiger can to `room` and prints the food receipt: the receipt window's text. */
const printFoodReceipt = async (page: Page, room: string) => {
  await chooseFromMenu(page, room, 'Food Order');
  const dialog = page.getByRole('dialog', { name: `${room} | Food Order` });
  await dialog.getByRole('textbox', { name: 'Search menu' }).fill('tiger');
  await dialog.getByRole('button', { name: 'Add Tiger can' }).click();
  await dialog.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: 'Cash' }).click();
  const receipt = await printedReceiptWindow(page, page.context(), () =>
    dialog.getByRole('button', { name: 'Print Receipt' }).click(),
  );
  const text = await receipt.locator('body').innerText();
  await receipt.close();
  const success = page.getByRole('dialog', { name: 'Success' });
  await success.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => success.count()).toBe(0);
  return text;
};

describe.skipIf(!browserAvailable)("the owner's hotel setup in Chromium", () => {
  const app = useServerAndBrowser();

  it("shows the owner's new hotel details on the desk's next receipt, without a reload", async () => {
    const baseURL = app.server.baseURL;
    const desk = await app.newPage();
    const live = liveConnectionReady(desk.page);
    const token = await openDashboard(desk.page, baseURL);
    // The check-in is another desk's: this desk hears of it once its socket is ready.
    await live;
    await checkInByApi(baseURL, token, {
      guest: { name: 'Hla Hla', nationalId: '12/KAMANA(N)123456', phone: '09 420 111 222' },
      rooms: [{ roomNumber: '103' }],
      checkoutDate: hotelDate(1),
      paymentMethod: 'cash',
    });
    await expect
      .poll(() => desk.page.getByRole('button', { name: /^Room 103, Full Night/ }).count())
      .toBe(1);
    const before = await printFoodReceipt(desk.page, '103');
    expect(before).toContain('Aureo Hotel');

    const owner = await app.newPage();
    await openAdminPage(owner.page, baseURL, '/admin/hotel');
    const name = owner.page.getByRole('textbox', { name: 'Hotel name' });
    await expect.poll(() => name.inputValue()).toBe('Aureo Hotel');
    await name.fill('Aureo Riverside Hotel');
    await owner.page.getByRole('textbox', { name: 'Phone' }).fill('+95 9 777 888 999');
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => owner.page.getByText('Saved.').isVisible()).toBe(true);

    await recordPrinting(desk.page);
    const after = await printFoodReceipt(desk.page, '103');
    expect(after).toContain('Aureo Riverside Hotel');
    expect(after).toContain('+95 9 777 888 999');
    expect(after).not.toContain('+95 9 420 111 222');
    expect([...desk.problems, ...owner.problems]).toEqual([]);
  });

  it("shows a room the owner adds on another desk's grid without a reload", async () => {
    const baseURL = app.server.baseURL;
    const desk = await app.newPage();
    const live = liveConnectionReady(desk.page);
    await openDashboard(desk.page, baseURL);
    await live;
    expect(await roomCard(desk.page, '106').count()).toBe(0);

    const owner = await app.newPage();
    await openAdminPage(owner.page, baseURL, '/admin/rooms');
    await expect
      .poll(() => owner.page.getByRole('cell', { name: '101', exact: true }).count())
      .toBe(1);
    await owner.page.getByRole('button', { name: 'Add room', exact: true }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Add room' });
    await dialog.getByRole('textbox', { name: 'Room number' }).fill('106');
    await dialog.getByRole('textbox', { name: 'Floor' }).fill('1');
    await dialog.getByRole('combobox', { name: /^Room type/ }).click();
    await owner.page.getByRole('option', { name: 'Standard' }).click();
    await dialog.getByRole('button', { name: 'Add room', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await expect.poll(() => roomCard(desk.page, '106').count()).toBe(1);
    expect([...desk.problems, ...owner.problems]).toEqual([]);
  });
});
