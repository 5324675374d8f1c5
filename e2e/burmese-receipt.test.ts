import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable, type Page } from './support/browser.ts';
import {
  burmeseGuest,
  chooseFromMenuMy,
  closeSuccessMy,
  my,
  openInBurmese,
  roomCardMy,
  say,
} from './support/burmese.ts';
import { checkInByApi } from './support/dashboard.ts';
import {
  pdfFonts,
  pdfText,
  pdftotextAvailable,
  printedReceiptWindow,
  receiptFontsAtPrint,
} from './support/receipt.ts';

/** The label and value texts of the receipt that take more than one line. */
const wrappedTexts = (receipt: Page) =>
  receipt.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.row > span'))
      .filter((span) => {
        // The text's own box (a flex item stretches to its row's height).
        const text = document.createRange();
        text.selectNodeContents(span);
        const line = parseFloat(getComputedStyle(span).lineHeight);
        return text.getBoundingClientRect().height > line * 1.5;
      })
      .map((span) => span.textContent),
  );

describe.skipIf(!browserAvailable)('a Burmese receipt on a desk without a Myanmar font', () => {
  const app = useServerAndBrowser();

  it('prints its first receipt in the Myanmar font, every label on one line of 58 mm', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openInBurmese(page, app.server.baseURL);
    await checkInByApi(app.server.baseURL, token, {
      guest: burmeseGuest,
      rooms: [{ roomNumber: '101' }],
    });
    await page.reload();
    await roomCardMy(page, '101').getByText(my.display.roomStatuses['2']).waitFor();

    await chooseFromMenuMy(page, '101', my.rooms.menu.foodOrder);
    const food = page.getByRole('dialog', { name: say(my.food.title, { room: '101' }) });
    await food.getByRole('textbox', { name: my.food.search }).fill('tiger');
    await food.getByRole('button', { name: say(my.food.addItem, { name: 'Tiger can' }) }).click();
    await food.getByRole('combobox', { name: my.food.paymentMethod }).click();
    await page.getByRole('option', { name: my.display.paymentMethods.cash }).click();
    const receipt = await printedReceiptWindow(page, context, () =>
      food.getByRole('button', { name: my.food.printReceipt }).click(),
    );

    // When print() was called, the receipt's Myanmar font had loaded (not 'unloaded'/'loading').
    expect(await receiptFontsAtPrint(page)).toEqual([
      [expect.stringMatching(/^"?Noto Sans Myanmar"? loaded$/)],
    ]);

    const pdf = await receipt.pdf({ width: '58mm' });
    if (pdftotextAvailable) {
      const text = pdfText(pdf);
      expect(text).toContain('ကျပ်');
      expect(text).toMatch(/ပြေစာ/u);
      expect(text).toMatch(/[၀-၉]/u);
      expect(pdfFonts(pdf)).toMatch(/NotoSansMyanmar/);
    }
    // Each label and value of the 58 mm receipt stays on one line (the food receipt's long
    // FOOD number pushed 'ပြေစာနံပါတ်' onto two), and the receipt number shares its label's line.
    expect(await wrappedTexts(receipt)).toEqual([]);
    expect(await receipt.locator('.row').count()).toBeGreaterThan(8);
    const numberRow = receipt.locator('.row').first();
    expect(await numberRow.innerText()).toMatch(
      new RegExp(`^${my.receipt.receiptNumber}\\s+AURFOOD\\d+$`),
    );
    expect((await numberRow.boundingBox())!.height).toBeLessThan(
      await numberRow.evaluate((row) => parseFloat(getComputedStyle(row).lineHeight) * 1.5),
    );
    // The longest amounts a day can bring (nine digits) leave every label whole: the amount
    // moves under its label instead.
    await receipt.evaluate(() => {
      document.querySelectorAll('.field > span:last-child').forEach((value) => {
        value.textContent = '၁၂၃,၄၅၆,၇၈၉ ကျပ်';
      });
    });
    expect(await wrappedTexts(receipt)).toEqual([]);

    await receipt.close();
    await closeSuccessMy(page, my.food.success);
    expect(problems).toEqual([]);
    await context.close();
  });
});
