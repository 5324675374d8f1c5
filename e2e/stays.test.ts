import { describe, expect, it } from 'vitest';
import { checkoutAtNoon, nightsLeftAt } from '@frontdesk/domain';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable, type Page } from './support/browser.ts';
import {
  chooseFromMenu,
  closeSuccess,
  kyat,
  openDashboard,
  roomCard,
  settledStats,
  stat,
  statusOf,
  checkInByApi,
} from './support/dashboard.ts';
import { pdfText, pdftotextAvailable, receiptsPrinted, recordPrinting } from './support/receipt.ts';
import { openAdminPage } from './support/revenue.ts';
import { nightsOfCheckInAt } from './support/nights.ts';
import { hotelDate } from './support/session.ts';

const display = (date: string) => date.split('-').reverse().join('/');

/** Waits for the receipt the page printed and answers its text and its 58 mm PDF's text. */
const printedReceipt = async (receipt: Page) => {
  const text = await receipt.locator('body').innerText();
  const pdf = await receipt.pdf({ width: '58mm' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return { text, pdfText: pdftotextAvailable ? pdfText(pdf) : text };
};

const successNotice = async (page: Page, message: string) => {
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect.poll(() => success.getByText(message).isVisible()).toBe(true);
  return /AUR\d{12}/.exec(await success.innerText())?.[0];
};

const newDate = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.getByRole('textbox', { name: 'New Check-out Date' });

describe.skipIf(!browserAvailable)('in-stay operations in Chromium', () => {
  const app = useServerAndBrowser();
  let token: string;

  const open = async () => {
    const checked = await app.newPage();
    token = await openDashboard(checked.page, app.server.baseURL);
    return checked;
  };

  it('extends a full night by days with its messages, charges and receipt', async () => {
    const { page, context, problems } = await open();
    // A walk-in pays the nights from its arrival's night to the check-out date (ADR 068): two
    // from 06:00 on, three before 06:00 (the night it arrived in counts). Counted as the server
    // counts them, at the moment it checks in.
    const nightsFrom = (at: Date) => nightsOfCheckInAt(hotelDate(2), at).nights;
    const before = nightsFrom(new Date());
    await checkInByApi(app.server.baseURL, token, {
      rooms: [{ roomNumber: '101', extraBed: false }],
    });
    const after = nightsFrom(new Date());
    await expect.poll(() => statusOf(page, '101')).toBe('Full Night');
    await settledStats(page);
    // A fresh hotel: today's room revenue is this check-in's nights at 40,000 Ks.
    await expect
      .poll(async () => kyat(await stat(page, 'room')))
      .toBeOneOf([before * 40000, after * 40000]);
    const checkedIn = kyat(await stat(page, 'room'));

    await chooseFromMenu(page, '101', 'Extend by Day');
    const dialog = page.getByRole('dialog', { name: '101 | Extend Stay' });
    await expect.poll(() => dialog.getByTestId('extend-units').innerText()).toBe('1 Day');
    expect(await newDate(dialog).inputValue()).toBe(display(hotelDate(3)));

    await newDate(dialog).fill('');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => dialog.getByText('Please select a valid checkout date.').isVisible())
      .toBe(true);
    await newDate(dialog).fill(display(hotelDate(2)));
    await expect
      .poll(() =>
        dialog.getByText('New checkout date must be after current checkout date.').isVisible(),
      )
      .toBe(true);
    await newDate(dialog).fill(display(hotelDate(4)));
    await expect.poll(() => dialog.getByTestId('extend-total').innerText()).toBe('80,000 Ks');
    expect(await dialog.getByTestId('extend-units').innerText()).toBe('2 Days');

    // Print Receipt extends first, then prints.
    await recordPrinting(page);
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Print Receipt' }).click();
    const receiptNumber = await successNotice(page, 'Stay extended successfully.');
    const receipt = await popup;
    await expect.poll(() => receiptsPrinted(page)).toBe(1);
    const printed = await printedReceipt(receipt);
    for (const text of [printed.text, printed.pdfText]) {
      for (const expected of [
        receiptNumber!,
        'Aung Aung',
        '101',
        'Extended by',
        '2 Days',
        '80,000 Ks',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(`${display(hotelDate(4))} 12:00`);
    }
    expect(printed.text).toContain(`${display(hotelDate(2))} 12:00`);
    await receipt.close();
    await closeSuccess(page, 'Stay extended successfully.');
    expect(await statusOf(page, '101')).toBe('Full Night');
    await expect.poll(async () => kyat(await stat(page, 'room'))).toBe(checkedIn + 80000);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('extends a daycation by hours, refusing 0 hours, and prints from the notice', async () => {
    const { page, context, problems } = await open();
    await checkInByApi(app.server.baseURL, token, {
      stayType: 'daycation',
      rooms: [{ roomNumber: '102', extraBed: false }],
    });
    await expect.poll(() => statusOf(page, '102')).toBe('Daycation');
    await chooseFromMenu(page, '102', 'Extend by Hour');
    const dialog = page.getByRole('dialog', { name: '102 | Extend Hours' });
    await expect.poll(() => dialog.getByTestId('extend-total').innerText()).toBe('5,000 Ks');
    const hours = dialog.getByRole('textbox', { name: 'Hours' });
    await hours.fill('0');
    await expect
      .poll(() => dialog.getByText('Please enter a valid number of hours (minimum 1).').isVisible())
      .toBe(true);
    await hours.fill('2');
    await expect.poll(() => dialog.getByTestId('extend-total').innerText()).toBe('10,000 Ks');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const receiptNumber = await successNotice(page, 'Stay extended successfully.');

    await recordPrinting(page);
    const popup = context.waitForEvent('page');
    await page
      .getByRole('dialog', { name: 'Success' })
      .getByRole('button', { name: 'Print Receipt' })
      .click();
    const receipt = await popup;
    await expect.poll(() => receiptsPrinted(page)).toBe(1);
    const printed = await printedReceipt(receipt);
    for (const expected of [receiptNumber!, '102', '2 Hours', '10,000 Ks']) {
      expect(printed.pdfText).toContain(expected);
    }
    await receipt.close();
    await closeSuccess(page, 'Stay extended successfully.');
    expect(await statusOf(page, '102')).toBe('Daycation');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('extends a long stay with tax and service; the menu offers no Extend by Hour', async () => {
    const { page, context, problems } = await open();
    await checkInByApi(app.server.baseURL, token, {
      stayType: 'long-stay',
      pricePerNight: 30000,
      checkoutDate: hotelDate(3),
      rooms: [{ roomNumber: '201', extraBed: false }],
    });
    await expect.poll(() => statusOf(page, '201')).toBe('Long Stay');
    await roomCard(page, '201').click();
    const menu = page.getByRole('dialog', { name: 'Room 201' });
    expect(await menu.getByRole('button', { name: 'Extend by Hour' }).count()).toBe(0);
    await menu.getByRole('button', { name: 'Extend by Day', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: '201 | Extend Long Stay' });
    await expect.poll(() => newDate(dialog).inputValue()).toBe(display(hotelDate(4)));
    await newDate(dialog).fill('');
    await expect
      .poll(() => dialog.getByText('Please select a valid checkout date.').isVisible())
      .toBe(true);
    await newDate(dialog).fill(display(hotelDate(3)));
    await expect
      .poll(() =>
        dialog.getByText('New checkout date must be after the current checkout date.').isVisible(),
      )
      .toBe(true);
    await newDate(dialog).fill(display(hotelDate(5)));
    await dialog.getByRole('textbox', { name: 'Price per Day' }).fill('30000');
    await dialog.getByRole('textbox', { name: 'Tax Rate (%)' }).fill('5');
    await expect.poll(() => dialog.getByTestId('extend-total').innerText()).toBe('63,000 Ks');
    expect(await dialog.getByTestId('extend-units').innerText()).toBe('2 Days');
    expect(await dialog.getByTestId('extend-tax').innerText()).toBe('3,000 Ks');

    await recordPrinting(page);
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Print Receipt' }).click();
    const receiptNumber = await successNotice(page, 'Long stay extended successfully.');
    const receipt = await popup;
    await expect.poll(() => receiptsPrinted(page)).toBe(1);
    const printed = await printedReceipt(receipt);
    for (const expected of [
      receiptNumber!,
      '201',
      '2 Days',
      'Tax (5%)',
      'Service (0%)',
      '63,000 Ks',
    ]) {
      expect(printed.pdfText).toContain(expected);
    }
    await receipt.close();
    await closeSuccess(page, 'Long stay extended successfully.');
    expect(await statusOf(page, '201')).toBe('Long Stay');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves a guest to an available room; a long-stay guest keeps Long Stay', async () => {
    const { page, context, problems } = await open();
    await checkInByApi(app.server.baseURL, token, {
      rooms: [{ roomNumber: '103', extraBed: false }],
    });
    await expect.poll(() => statusOf(page, '103')).toBe('Full Night');

    await chooseFromMenu(page, '103', 'Room Swap');
    const dialog = page.getByRole('dialog', { name: '103 | Room Swap' });
    // The dialog's chunk (and the form library it shares with the other dialogs) may still load.
    await expect.poll(() => dialog.getByText('Please select a new room.').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Swap Room' }).isDisabled()).toBe(true);
    await dialog.getByPlaceholder('Select a new room').click();
    // Occupied rooms are not offered.
    expect(await page.getByRole('option', { name: /^101 / }).count()).toBe(0);
    await page.getByRole('option', { name: '104 · First' }).click();
    await dialog.getByRole('button', { name: 'Swap Room' }).click();
    await closeSuccess(page, 'Guest successfully moved from Room 103 to Room 104.');
    await expect.poll(() => statusOf(page, '103')).toBe('Available');
    await expect.poll(() => statusOf(page, '104')).toBe('Full Night');

    await chooseFromMenu(page, '201', 'Room Swap');
    const longStay = page.getByRole('dialog', { name: '201 | Room Swap' });
    await longStay.getByPlaceholder('Select a new room').click();
    await page.getByRole('option', { name: '202 · Second' }).click();
    await longStay.getByRole('button', { name: 'Swap Room' }).click();
    await closeSuccess(page, 'Guest successfully moved from Room 201 to Room 202.');
    await expect.poll(() => statusOf(page, '202')).toBe('Long Stay');
    await expect.poll(() => statusOf(page, '201')).toBe('Available');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('charges a move to a dearer room type as the owner chose, on the folio (ADR 073)', async () => {
    const owner = await app.newPage();
    await openAdminPage(owner.page, app.server.baseURL, '/admin/hotel');
    // The choice's radio is under its label, as in Mantine's SegmentedControl.
    await owner.page.getByText('Charge the difference', { exact: true }).click();
    expect(await owner.page.getByRole('radio', { name: 'Charge the difference' }).isChecked()).toBe(
      true,
    );
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => owner.page.getByText('Saved.').isVisible()).toBe(true);
    await owner.context.close();

    const { page, context, problems } = await open();
    await checkInByApi(app.server.baseURL, token, {
      rooms: [{ roomNumber: '203', extraBed: false }],
      checkoutDate: hotelDate(2),
    });
    await expect.poll(() => statusOf(page, '203')).toBe('Full Night');
    // Standard 40,000 a night, family 65,000: 25,000 for each night left, counted as the server
    // counts them (the nights rule, ADR 068).
    const nights = nightsLeftAt(new Date(), checkoutAtNoon(hotelDate(2), 'Asia/Yangon'), {
      timeZone: 'Asia/Yangon',
      arrivalDayHour: 6,
    });
    const difference = (25000 * nights).toLocaleString('en-US');
    const count = `${nights} ${nights === 1 ? 'night' : 'nights'}`;

    await chooseFromMenu(page, '203', 'Room Swap');
    const dialog = page.getByRole('dialog', { name: '203 | Room Swap' });
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Current Room' }).inputValue())
      .toBe('203 · Standard');
    await dialog.getByPlaceholder('Select a new room').click();
    await page.getByRole('option', { name: '205 · Second · Family' }).click();
    const note = dialog.getByTestId('swap-price');
    await expect
      .poll(async () => (await note.innerText()).replace(/\s+/g, ' '))
      .toBe(
        `A Family room costs ${difference} Ks more for the ${count} left. ` +
          `${difference} Ks will be charged for the ${count} left.`,
      );
    await dialog.getByRole('button', { name: 'Swap Room' }).click();
    await closeSuccess(
      page,
      `Guest successfully moved from Room 203 to Room 205. ${difference} Ks was added to the guest’s account.`,
    );
    await expect.poll(() => statusOf(page, '205')).toBe('Full Night');

    await chooseFromMenu(page, '205', 'Guest Details');
    const details = page.getByRole('dialog', { name: '205 Guest Details' });
    const folio = details.getByTestId('folio');
    const nightsLine = `Room Change 203 to 205: ${nights} ${nights === 1 ? 'Night' : 'Nights'}`;
    await expect.poll(() => folio.getByText(nightsLine).isVisible()).toBe(true);
    // The line and its amount, side by side.
    const line = folio.getByText(nightsLine, { exact: true }).locator('..');
    expect(await line.innerText()).toContain(`${difference} Ks`);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows and corrects the guest in Guest Details', async () => {
    const { page, context, problems } = await open();
    await chooseFromMenu(page, '101', 'Guest Details');
    const dialog = page.getByRole('dialog', { name: '101 Guest Details' });
    await expect
      .poll(() => dialog.getByText('No Food Orders', { exact: true }).isVisible())
      .toBe(true);
    expect(await dialog.getByText('No food orders for this guest.').isVisible()).toBe(true);
    expect(await dialog.getByTestId('guest-Name').innerText()).toBe('Aung Aung');
    // The extension of the first test is in the guest's payment summary.
    expect(kyat(await dialog.getByTestId('guest-amount-paid').innerText())).toBeGreaterThan(80000);

    await dialog.getByRole('button', { name: 'Edit' }).click();
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Name is required').isVisible()).toBe(true);
    await name.fill('Aung Aung Ko');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByTestId('guest-Name').innerText()).toBe('Aung Aung Ko');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
