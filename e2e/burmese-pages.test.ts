import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable, type Page } from './support/browser.ts';
import {
  chooseBurmese,
  clippedTexts,
  closeSuccessMy,
  expectBurmeseDialog,
  expectNoEnglish,
  hotelWords,
  latinWords,
  menuWords,
  my,
  openInBurmese,
  roomCardMy,
  settled,
} from './support/burmese.ts';
import { openAdminPage } from './support/revenue.ts';
import { hotelDate } from './support/session.ts';

/** The page shows no English and cuts no Burmese letter, at 1280 x 800 and 1024 x 768. */
const expectBurmesePage = async (page: Page, where: string, data: readonly string[] = []) => {
  await settled(page);
  await expectNoEnglish(page, where, data);
  expect.soft(await clippedTexts(page.locator('body')), where).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 768 });
  await settled(page);
  expect.soft(await clippedTexts(page.locator('body')), `${where} at 1024 x 768`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** The Add button of a dashboard revenue panel, found by its Burmese heading. */
const addTo = (page: Page, panel: string) =>
  page
    .locator('.mantine-Paper-root', {
      has: page.getByRole('heading', { name: panel, exact: true }),
    })
    .getByRole('button', { name: my.datePanel.add, exact: true });

describe.skipIf(!browserAvailable)('the pages and money dialogs in Burmese', () => {
  const app = useServerAndBrowser();

  it('signs in, fails and resets a password, and finds no page, in Burmese', async () => {
    const { page, context } = await app.newPage();
    await chooseBurmese(page);
    await page.goto('/login');
    await page.getByRole('textbox', { name: my.signIn.usernameLabel }).fill('reception');
    await page.getByPlaceholder(my.signIn.passwordPlaceholder).fill('not the password');
    await page.getByRole('button', { name: my.signIn.submit }).click();
    // The server's refusal, answered in Burmese.
    await page.getByRole('alert').getByText('အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မှားနေသည်').waitFor();
    await expectBurmesePage(page, 'a refused sign-in');

    await page.goto('/reset-password?hotel=aureo');
    await page.getByText(my.resetPassword.incompleteLink).waitFor();
    await expectBurmesePage(page, 'a reset link without its token');
    await page.goto('/reset-password?hotel=aureo&token=not-a-token');
    const password = page.getByPlaceholder(my.resetPassword.newPasswordPlaceholder);
    const again = page.getByPlaceholder(my.resetPassword.confirmPasswordPlaceholder);
    await password.fill('short');
    await again.fill('other');
    await page.getByRole('button', { name: my.resetPassword.submit }).click();
    await page.getByRole('alert').getByText(my.resetPassword.mismatch).waitFor();
    await expectBurmesePage(page, 'passwords that differ');
    await again.fill('short');
    await page.getByRole('button', { name: my.resetPassword.submit }).click();
    await page.getByRole('alert').getByText('စကားဝှက်သည် အနည်းဆုံး', { exact: false }).waitFor();
    await expectBurmesePage(page, 'a password too short');
    await password.fill('a long enough password');
    await again.fill('a long enough password');
    await page.getByRole('button', { name: my.resetPassword.submit }).click();
    await page.getByRole('alert').getByText('လင့်ခ်အသစ် တောင်းပါ', { exact: false }).waitFor();
    await expectBurmesePage(page, 'a reset link the server does not know');

    await page.goto('/forgot-password');
    const email = page.getByRole('textbox', { name: my.forgotPassword.emailLabel });
    await email.fill('desk@aureo');
    await page.getByRole('button', { name: my.forgotPassword.submit }).click();
    await page.getByText('မှန်ကန်သော အီးမေးလ် လိုအပ်သည်').waitFor();
    await expectBurmesePage(page, 'a malformed email');
    await email.fill('desk@aureo.example.com');
    await page.getByRole('button', { name: my.forgotPassword.submit }).click();
    await page.getByRole('alert').getByText(my.forgotPassword.sent).waitFor();
    await expectBurmesePage(page, 'a reset asked for');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: my.notFound.title }).waitFor();
    await expectBurmesePage(page, 'the 404 page');
    await context.close();
  });

  it('adds payments, refusing empty ones, in Burmese', async () => {
    const { page, context, problems } = await app.newPage();
    await openInBurmese(page, app.server.baseURL);
    await roomCardMy(page, '101').waitFor();
    await expectBurmesePage(page, 'the dashboard');

    for (const [panel, title] of [
      [my.dashboard.roomRevenue, my.revenue.addPayment.title],
      [my.dashboard.foodRevenue, my.revenue.addFoodPayment.title],
    ] as const) {
      await addTo(page, panel).click();
      const dialog = await expectBurmeseDialog(page, title, title);
      await dialog.getByRole('button', { name: title }).click();
      await dialog.locator('.mantine-InputWrapper-error').first().waitFor();
      await expectBurmeseDialog(page, title, `${title}, sent empty`);
      await dialog
        .getByRole('combobox', { name: new RegExp(`^${my.revenue.paymentType}`) })
        .click();
      await expectNoEnglish(page, `${title}: the payment types`);
      await dialog.getByRole('option', { name: my.revenue.manualTypes.others }).click();
      await dialog
        .getByRole('combobox', { name: new RegExp(`^${my.revenue.paymentMethod}`) })
        .click();
      await expectNoEnglish(page, `${title}: the payment methods`);
      await page.keyboard.press('Escape');
      await dialog.getByRole('textbox', { name: new RegExp(`^${my.revenue.amount}`) }).fill('0');
      await dialog.getByRole('button', { name: title }).click();
      await expectBurmeseDialog(page, title, `${title}: others unnamed, amount 0`);
      await dialog.getByRole('button', { name: my.revenue.cancel }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    // A payment the server refuses (its amount changed on the way): its message in Burmese.
    await page.route('**/reception/create-income', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), Amount: 0 }),
      }),
    );
    await addTo(page, my.dashboard.roomRevenue).click();
    const dialog = page.getByRole('dialog', { name: my.revenue.addPayment.title });
    await dialog.getByRole('combobox', { name: new RegExp(`^${my.revenue.paymentType}`) }).click();
    await dialog.getByRole('option', { name: my.revenue.manualTypes.electricity }).click();
    await dialog.getByRole('textbox', { name: new RegExp(`^${my.revenue.amount}`) }).fill('5000');
    await dialog.getByRole('button', { name: my.revenue.addPayment.submit }).click();
    const error = page.getByRole('dialog', { name: my.dialogs.error });
    await error.getByText('ပမာဏသည် သုည မဖြစ်ရပါ', { exact: false }).waitFor();
    await expectBurmeseDialog(page, my.dialogs.error, 'a payment the server refused');
    await error.getByRole('button', { name: my.dialogs.ok }).click();
    await page.unroute('**/reception/create-income');
    await dialog.getByRole('button', { name: my.revenue.addPayment.submit }).click();
    await closeSuccessMy(page, my.revenue.addPayment.success);
    await page
      .getByRole('list', { name: my.dashboard.roomRevenue })
      .getByRole('listitem')
      .waitFor();
    await expectBurmesePage(page, 'the dashboard with a payment');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows Settings, its prices and its menu in Burmese', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openInBurmese(page, app.server.baseURL, '/settings');
    const dishes = await menuWords(app.server.baseURL, token);
    await page.getByTestId('menu-row').first().waitFor();
    await expectBurmesePage(page, 'Settings', dishes);

    // A price changed and saved.
    const price = page.getByRole('textbox', { name: my.settings.stayTypes['full-night'] }).first();
    await price.fill('45000');
    await expectBurmesePage(page, 'a price changed', dishes);
    await page.getByRole('button', { name: my.settings.save, exact: true }).click();
    await closeSuccessMy(page, my.settings.pricesSaved);

    // The menu: Add with nothing in it, an item in edit, the delete question.
    await page.getByRole('button', { name: my.settings.menu.add, exact: true }).click();
    await expectBurmeseDialog(page, my.dialogs.error, 'a menu item with no name', dishes);
    await page
      .getByRole('dialog', { name: my.dialogs.error })
      .getByRole('button', { name: my.dialogs.ok })
      .click();
    const row = page.getByTestId('menu-row').first();
    await row.getByRole('button', { name: /ပြင်ရန်$/ }).click();
    await expectBurmesePage(page, 'a menu item in edit', dishes);
    // (The row in edit is a row of fields, no longer a menu row.)
    await page.getByRole('button', { name: my.settings.menu.cancel, exact: true }).click();
    await row.getByRole('button', { name: /ဖျက်ရန်$/ }).click();
    const question = page.getByRole('dialog').filter({ hasText: my.settings.menu.deleteConfirm });
    await question.waitFor();
    await expectNoEnglish(page, 'the delete question', dishes);
    await question.getByRole('button', { name: my.dialogs.cancel }).click();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the owner's staff, activity, hotel and rooms pages in Burmese", async () => {
    const { page, context, problems } = await app.newPage();
    await chooseBurmese(page);
    const token = await openAdminPage(page, app.server.baseURL);
    await page.getByRole('region', { name: my.admin.summary }).waitFor();
    // Names, usernames, e-mails, room types and the hotel's details are data, not texts.
    const read = async (path: string) =>
      JSON.stringify(
        await (
          await fetch(`${app.server.baseURL}/api/aureo/${path}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json(),
      );
    const data = [
      ...(await hotelWords(app.server.baseURL)),
      ...latinWords(
        await read('reception/staff'),
        await read('admin/rooms'),
        await read('admin/room-types'),
        await read('admin/hotel'),
        // Income types the desk typed (e.g. an expense's 'electricity') are data too.
        ...(
          JSON.parse(await read(`reception/incomes/date/${hotelDate()}`)) as { Type: string }[]
        ).map((income) => income.Type),
      ),
    ];
    for (const label of [
      my.admin.staffPage,
      my.admin.activityPage,
      my.admin.hotelPage,
      my.admin.roomsPage,
    ]) {
      await page.getByRole('navigation').getByRole('button', { name: label, exact: true }).click();
      await page.getByRole('heading', { name: label }).first().waitFor();
      await expectBurmesePage(page, `the owner's ${label} page`, data);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the admin page and the live-updates banner in Burmese', async () => {
    const { page, context, problems } = await app.newPage();
    await chooseBurmese(page);
    await openAdminPage(page, app.server.baseURL);
    await page.getByRole('region', { name: my.admin.summary }).waitFor();
    await expectBurmesePage(page, 'the admin page');
    await page.getByRole('textbox', { name: my.admin.date }).click();
    await page.locator('.mantine-Popover-dropdown table').first().waitFor();
    await expectNoEnglish(page, "the admin page's calendar");
    await context.close();

    // The desk's live connection refused: the banner says so, then that it stopped.
    const desk = await app.newPage();
    await desk.page.clock.install();
    await desk.page.routeWebSocket(/\/ws$/, (socket) => socket.close());
    await openInBurmese(desk.page, app.server.baseURL);
    await desk.page.getByText(my.liveUpdates.reconnecting).waitFor();
    await expectBurmesePage(desk.page, 'live updates interrupted');
    // Each refused retry waits twice as long as the one before.
    await expect
      .poll(async () => {
        await desk.page.clock.fastForward('00:20');
        return desk.page.getByText(my.liveUpdates.stopped).isVisible();
      })
      .toBe(true);
    await expectBurmesePage(desk.page, 'live updates stopped');
    expect(problems).toEqual([]);
    await desk.context.close();
  });
});
