import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  newCheckedPage,
  type Browser,
} from './support/browser.ts';
import {
  chooseBurmese,
  englishWords,
  hotelWords as hotelWordsOf,
  latinWords,
  roomCardMy as roomCard,
} from './support/burmese.ts';
import { pdfFonts, pdfText, pdftotextAvailable, recordPrinting } from './support/receipt.ts';
import { openAdminPage } from './support/revenue.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signInPage } from './support/session.ts';

/** Screenshots of both languages, kept by CI as artifacts (git-ignored). */
const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));

describe.skipIf(!browserAvailable)('Burmese in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let hotelWords: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    mkdirSync(artifacts, { recursive: true });
    hotelWords = await hotelWordsOf(server.baseURL);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('switches every screen to Burmese, loading the font only then', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/noto-sans-myanmar/.test(request.url())) fontRequests.push(request.url());
    });

    await page.goto('/');
    await page.getByRole('button', { name: 'Aureo Hotel' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(fontRequests).toEqual([]);
    await page.getByText('မြန်မာ').first().click();
    await page.getByText('သင့်ဟိုတယ်ကို ရွေးပါ').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('my');
    await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
    expect(await englishWords(page)).toEqual([]);

    for (const path of ['/login', '/admin-login', '/forgot-password']) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
      expect(await englishWords(page), path).toEqual([]);
    }

    // The choice survives a reload; the dashboard, a room's menu, a check-in dialog.
    await signInPage(page, server.baseURL);
    await page.goto('/dashboard');
    await roomCard(page, '101').waitFor();
    await expect.poll(() => page.getByText('ကျပ်').count()).toBeGreaterThan(0);
    expect(await englishWords(page)).toEqual([]);
    expect(await page.locator('body').innerText()).toMatch(/[၀-၉]/u);
    await page.screenshot({ path: join(artifacts, 'dashboard-my.png') });

    // The tablet size: nothing clipped or scrolled sideways (looked at in the screenshots).
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1024,
    );
    await page.screenshot({ path: join(artifacts, 'dashboard-my-1024.png') });
    await roomCard(page, '101').click();
    const menu = page.getByRole('dialog', { name: 'အခန်း 101' });
    await menu.waitFor();
    expect(await englishWords(page)).toEqual([]);
    await page.screenshot({ path: join(artifacts, 'room-menu-my-1024.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await menu.getByRole('button', { name: 'တစ်ညလုံး', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '101 | တစ်ညလုံး ချက်အင်' });
    await dialog.waitFor();
    expect(await englishWords(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'အမည်', exact: true }).fill('Aung Aung');
    await dialog.getByRole('textbox', { name: 'မှတ်ပုံတင်အမှတ်' }).fill('12/KAMANA(N)123456');
    await dialog.getByRole('textbox', { name: 'ဖုန်းနံပါတ်' }).fill('09 420 111 222');
    await page.screenshot({ path: join(artifacts, 'check-in-my.png') });
    await dialog.getByRole('button', { name: 'အတည်ပြုရန်' }).click();

    const success = page.getByRole('dialog', { name: 'အောင်မြင်ပါသည်' });
    await success.getByText('ဧည့်သည် ချက်အင် အောင်မြင်ပါသည်။').waitFor();
    await recordPrinting(page);
    const popup = context.waitForEvent('page');
    await success.getByRole('button', { name: 'ပြေစာ ထုတ်ရန်' }).click();
    const receipt = await popup;
    await receipt.getByText('ကျေးဇူးတင်ပါသည်', { exact: false }).waitFor();
    // The shipped font, not a system font, draws the receipt's Myanmar text.
    await receipt.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(
      await receipt.evaluate(() => document.fonts.check('9pt "Noto Sans Myanmar"', 'ပြေစာ')),
    ).toBe(true);
    expect(await englishWords(receipt, hotelWords)).toEqual([]);
    await receipt.screenshot({ path: join(artifacts, 'receipt-my.png'), fullPage: true });
    const pdf = await receipt.pdf({ width: '58mm' });
    if (pdftotextAvailable) {
      const text = pdfText(pdf);
      expect(text).toContain('ပြေစာ');
      expect(text).toContain('ကျပ်');
      expect(text).toMatch(/[၀-၉]/u);
      expect(pdfFonts(pdf)).toMatch(/NotoSansMyanmar/);
    }
    await receipt.close();
    await success.getByRole('button', { name: 'အိုကေ' }).click();

    // The in-stay dialogs of the guest just checked in (names and dishes are data).
    const inStay: [string, string, string, string][] = [
      ['ဧည့်သည် အချက်အလက်', '101 ဧည့်သည် အချက်အလက်', 'Aung Aung', 'ပိတ်ရန်'],
      ['ရက်ဖြင့် တိုးရန်', '101 | တည်းခိုရက် တိုးရန်', 'ကျပ်', 'မလုပ်တော့ပါ'],
      ['အခန်းလဲရန်', '101 | အခန်းလဲရန်', 'အခန်း အသစ်', 'မလုပ်တော့ပါ'],
      ['အစားအသောက် မှာရန်', '101 | အစားအသောက် မှာရန်', 'ကျပ်', 'မလုပ်တော့ပါ'],
    ];
    for (const [option, title, loaded, close] of inStay) {
      const menuAnswer = page.waitForResponse((a) => a.url().endsWith('/reception/menus'), {
        timeout: 15_000,
      });
      menuAnswer.catch(() => undefined);
      await roomCard(page, '101').click();
      await page
        .getByRole('dialog', { name: 'အခန်း 101' })
        .getByRole('button', { name: option })
        .click();
      const opened = page.getByRole('dialog', { name: title });
      await opened.getByText(loaded, { exact: false }).first().waitFor();
      const dishes =
        option === 'အစားအသောက် မှာရန်'
          ? ((await (await menuAnswer).json()) as { FoodName: string }[]).map((i) => i.FoodName)
          : [];
      // The NRC typed 12/KAMANA(N)... shows in its one form, 12/KaMaNa(N)... (ADR 084).
      const dataWords = ['Aung', 'KaMaNa', ...hotelWords, ...latinWords(...dishes)];
      expect(await englishWords(page, dataWords), option).toEqual([]);
      // Room Swap focuses its room list; a click on the title folds the list away.
      await opened.getByText(title, { exact: true }).click();
      await opened.getByRole('button', { name: close, exact: true }).click();
      await opened.waitFor({ state: 'hidden' });
    }

    // The stock summary: the drinks of the fixed list are product names, shown as they are.
    await page.getByRole('button', { name: 'ကုန်လက်ကျန်' }).click();
    const stock = page.getByRole('dialog', { name: 'ကုန်လက်ကျန် အနှစ်ချုပ်' });
    await stock.getByText('သောက်စရာ').waitFor();
    await expect.poll(() => stock.getAttribute('aria-busy')).not.toBe('true');
    const drinks = await stock.getByTestId('stock-row').locator('td:first-child').allInnerTexts();
    expect(drinks.length).toBeGreaterThan(0);
    const drinkWords = latinWords(...drinks);
    expect(await englishWords(page, [...drinkWords, ...hotelWords, 'Aung'])).toEqual([]);
    await page.keyboard.press('Escape');
    await stock.waitFor({ state: 'hidden' });

    // The menu's dish names are the hotel's data, shown as typed (never translated).
    const menuAnswer = page.waitForResponse((answer) => answer.url().endsWith('/reception/menus'));
    await page.goto('/settings');
    await page.getByText('အခန်းစျေးနှုန်း ဆက်တင်').waitFor();
    const dishes = ((await (await menuAnswer).json()) as { FoodName: string }[]).map(
      (item) => item.FoodName,
    );
    expect(dishes.length).toBeGreaterThan(0);
    await page
      .getByText(dishes[0] ?? '', { exact: true })
      .first()
      .waitFor();
    const dishWords = latinWords(...dishes);
    expect(await englishWords(page, dishWords)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the admin screen in Burmese', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    await chooseBurmese(page);
    await openAdminPage(page, server.baseURL);
    await page.getByText('ဝင်ငွေ ခြုံငုံသုံးသပ်ချက်').first().waitFor();
    expect(await englishWords(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps English as it was, and saves the same screens in English', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/noto-sans-myanmar/.test(request.url())) fontRequests.push(request.url());
    });
    await signInPage(page, server.baseURL);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Room 102, / }).waitFor();
    await expect.poll(() => page.getByText(/ Ks$/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(artifacts, 'dashboard-en.png') });
    await page.getByRole('button', { name: /^Room 102, / }).click();
    await page
      .getByRole('dialog', { name: 'Room 102' })
      .getByRole('button', { name: 'Full Night', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: '102 | Full Night Check-in' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Aung Aung');
    await dialog.getByRole('textbox', { name: 'National ID' }).fill('12/KAMANA(N)123456');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('09 420 111 222');
    await page.screenshot({ path: join(artifacts, 'check-in-en.png') });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await success.getByText('Guest checked-in successfully.').waitFor();
    await recordPrinting(page);
    const popup = context.waitForEvent('page');
    await success.getByRole('button', { name: 'Print Receipt' }).click();
    const receipt = await popup;
    await receipt.getByText('Thank you for staying with us!').waitFor();
    await receipt.screenshot({ path: join(artifacts, 'receipt-en.png'), fullPage: true });
    await receipt.close();
    expect(fontRequests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
