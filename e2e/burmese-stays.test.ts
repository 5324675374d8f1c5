import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable } from './support/browser.ts';
import {
  burmeseGuest,
  chooseFromMenuMy,
  closeSuccessMy,
  expectBurmeseDialog,
  expectNoEnglish,
  hotelWords,
  menuWords,
  my,
  openInBurmese,
  roomCardMy,
  say,
} from './support/burmese.ts';
import { checkInByApi } from './support/dashboard.ts';
import { printedReceiptWindow } from './support/receipt.ts';
import { hotelDate } from './support/session.ts';

describe.skipIf(!browserAvailable)('the in-stay dialogs in Burmese', () => {
  const app = useServerAndBrowser();

  it('orders food, shows the guest, extends, swaps and checks out in Burmese', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openInBurmese(page, app.server.baseURL);
    const stays = [
      ['101', { stayType: 'full-night' }],
      ['102', { stayType: 'daycation' }],
      ['201', { stayType: 'long-stay', pricePerNight: 30000, checkoutDate: hotelDate(3) }],
    ] as const;
    for (const [room, stay] of stays) {
      await checkInByApi(app.server.baseURL, token, {
        ...stay,
        guest: burmeseGuest,
        rooms: [{ roomNumber: room }],
      });
    }
    // The dishes and drinks are the hotel's data, shown as they were typed.
    const dishes = await menuWords(app.server.baseURL, token);
    const hotel = await hotelWords(app.server.baseURL);
    // The check-ins went through the API, maybe before the live socket was ready: read afresh.
    await page.reload();
    await roomCardMy(page, '201').getByText(my.display.roomStatuses['7']).waitFor();

    // Food Order: sent empty, a search that finds nothing, the payment methods, then an order.
    await chooseFromMenuMy(page, '101', my.rooms.menu.foodOrder);
    const foodTitle = say(my.food.title, { room: '101' });
    const food = page.getByRole('dialog', { name: foodTitle });
    await food.getByText(burmeseGuest.name).waitFor();
    await expectBurmeseDialog(page, foodTitle, 'Food Order', dishes);
    await food.getByRole('button', { name: my.food.confirm }).click();
    const error = page.getByRole('dialog', { name: my.dialogs.error });
    await error.getByText(my.food.addItems).waitFor();
    await expectBurmeseDialog(page, my.dialogs.error, 'Food Order, sent empty', dishes);
    await error.getByRole('button', { name: my.dialogs.ok }).click();
    const search = food.getByRole('textbox', { name: my.food.search });
    await search.fill('zzz');
    await food.getByText(my.food.noMenuItems).waitFor();
    await expectNoEnglish(page, 'Food Order, nothing found');
    await search.fill('tiger');
    await food.getByRole('button', { name: say(my.food.addItem, { name: 'Tiger can' }) }).click();
    await food.getByRole('combobox', { name: my.food.paymentMethod }).click();
    await page.getByRole('option', { name: my.display.paymentMethods.cash }).waitFor();
    await expectNoEnglish(page, 'the payment methods', dishes);
    await page.getByRole('option', { name: my.display.paymentMethods.cash }).click();
    await expectBurmeseDialog(page, foodTitle, 'Food Order with a drink', dishes);
    const foodReceipt = await printedReceiptWindow(page, context, () =>
      food.getByRole('button', { name: my.food.printReceipt }).click(),
    );
    await page
      .getByRole('dialog', { name: my.dialogs.success })
      .getByText(my.food.success)
      .waitFor();
    await expectBurmeseDialog(page, my.dialogs.success, 'the food order placed', dishes);
    await expectNoEnglish(foodReceipt, 'the food receipt', [...dishes, ...hotel]);
    await foodReceipt.close();
    await closeSuccessMy(page, my.food.success);

    // Guest Details, with the order just placed; Edit with the name cleared.
    await chooseFromMenuMy(page, '101', my.rooms.menu.guestDetails);
    const detailsTitle = say(my.stays.guestDetails.title, { room: '101' });
    const details = page.getByRole('dialog', { name: detailsTitle });
    await details.getByText('Tiger can', { exact: false }).waitFor();
    // The NRC typed in Myanmar script shows in its one form, 12/KaMaNa(N)... (ADR 084).
    await expectBurmeseDialog(page, detailsTitle, 'Guest Details', [...dishes, 'KaMaNa']);
    await details.getByRole('button', { name: my.stays.guestDetails.edit }).click();
    await details.getByRole('textbox', { name: my.stays.guestDetails.name, exact: true }).fill('');
    await details.getByRole('button', { name: my.stays.guestDetails.save }).click();
    await details.getByText(my.stays.guestDetails.required.name).waitFor();
    await expectBurmeseDialog(page, detailsTitle, 'Guest Details, name cleared', dishes);
    await details.getByRole('button', { name: my.stays.guestDetails.cancel }).click();
    await details.getByRole('button', { name: my.stays.guestDetails.close }).click();
    await details.waitFor({ state: 'hidden' });

    // Extend Stay (days): the new date cleared, then refused.
    await chooseFromMenuMy(page, '101', my.rooms.menu.extendByDay);
    const daysTitle = say(my.stays.extend.titles.days, { room: '101' });
    const days = page.getByRole('dialog', { name: daysTitle });
    await days
      .getByText(say(my.stays.extend.dayCount_one, { count: 1 }))
      .first()
      .waitFor();
    await expectBurmeseDialog(page, daysTitle, 'Extend Stay');
    await days.getByRole('textbox', { name: my.stays.extend.newCheckoutDate }).fill('');
    await days.getByRole('button', { name: my.stays.extend.confirm, exact: true }).click();
    await days.getByText(my.stays.extend.selectValidCheckout).waitFor();
    await expectBurmeseDialog(page, daysTitle, 'Extend Stay, no date');
    await days.getByRole('button', { name: my.stays.extend.cancel }).click();

    // Extend Hours: 0 hours refused.
    await chooseFromMenuMy(page, '102', my.rooms.menu.extendByHour);
    const hoursTitle = say(my.stays.extend.titles.hours, { room: '102' });
    const hours = page.getByRole('dialog', { name: hoursTitle });
    await hours.getByRole('textbox', { name: my.stays.extend.hours }).fill('0');
    await hours.getByText(my.stays.extend.hoursMinimum).waitFor();
    await expectBurmeseDialog(page, hoursTitle, 'Extend Hours, 0 hours');
    await hours.getByRole('textbox', { name: my.stays.extend.hours }).fill('2');
    const hoursReceipt = await printedReceiptWindow(page, context, () =>
      hours.getByRole('button', { name: my.stays.extend.printReceipt }).click(),
    );
    await expectNoEnglish(hoursReceipt, 'the extension receipt', hotel);
    await hoursReceipt.close();
    await closeSuccessMy(page, my.stays.extend.success);

    // Extend Long Stay: no date and no price per day.
    await chooseFromMenuMy(page, '201', my.rooms.menu.extendByDay);
    const longTitle = say(my.stays.extend.titles['long-stay'], { room: '201' });
    const long = page.getByRole('dialog', { name: longTitle });
    await long.getByText(burmeseGuest.name).waitFor();
    await expectBurmeseDialog(page, longTitle, 'Extend Long Stay');
    await long.getByRole('textbox', { name: my.stays.extend.newCheckoutDate }).fill('');
    await long.getByRole('textbox', { name: my.stays.extend.pricePerDay }).fill('');
    await long.getByRole('button', { name: my.stays.extend.confirmExtension }).click();
    await long.getByText(my.stays.extend.selectValidCheckout).waitFor();
    await expectBurmeseDialog(page, longTitle, 'Extend Long Stay, no date or price');
    await long.getByRole('button', { name: my.stays.extend.cancel }).click();

    // Room Swap: no room chosen yet, then the rooms it offers.
    await chooseFromMenuMy(page, '101', my.rooms.menu.roomSwap);
    const swapTitle = say(my.stays.swap.title, { room: '101' });
    const swap = page.getByRole('dialog', { name: swapTitle });
    await swap.getByText(my.stays.swap.selectNewRoom).waitFor();
    await expectBurmeseDialog(page, swapTitle, 'Room Swap');
    await page.getByRole('option', { name: /^103 / }).waitFor();
    await expectNoEnglish(page, 'the rooms to swap to');
    await page.getByRole('option', { name: /^103 / }).click();
    await swap.getByRole('button', { name: my.stays.swap.submit }).click();
    const moved = say(my.stays.swap.success, { from: '101', to: '103' });
    await page.getByRole('dialog', { name: my.dialogs.success }).getByText(moved).waitFor();
    await expectBurmeseDialog(page, my.dialogs.success, 'the guest moved');
    await closeSuccessMy(page, moved);

    // Checkout asks first, then leaves the room to housekeeping.
    await chooseFromMenuMy(page, '103', my.rooms.menu.checkout);
    const roomTitle = say(my.rooms.roomTitle, { room: '103' });
    const question = say(my.rooms.checkoutGuestQuestion, { name: burmeseGuest.name, room: '103' });
    await page.getByRole('dialog', { name: roomTitle }).getByText(question).waitFor();
    // (The menu fades out beside it.)
    await expect.poll(() => page.getByRole('dialog', { name: roomTitle }).count()).toBe(1);
    await expectBurmeseDialog(page, roomTitle, 'the checkout question');
    await page
      .getByRole('dialog', { name: roomTitle })
      .getByRole('button', { name: my.dialogs.yes })
      .click();
    await roomCardMy(page, '103').getByText(my.display.roomStatuses['5']).waitFor();

    // The drinks counted: product names, shown as they are.
    await page.getByRole('button', { name: my.topBar.stock }).click();
    const stock = page.getByRole('dialog', { name: my.stock.title });
    await expect.poll(() => stock.getByRole('table').getAttribute('aria-busy')).toBe('false');
    const drinks = await stock.getByTestId('stock-row').locator('td:first-child').allInnerTexts();
    const drinkWords = drinks.join(' ').match(/[A-Za-z]{2,}/g) ?? [];
    await expectBurmeseDialog(page, my.stock.title, 'Stock Summary', drinkWords);
    await stock.getByRole('button', { name: my.stock.dateRange }).click();
    await page.locator('.mantine-Popover-dropdown table').first().waitFor();
    await expectNoEnglish(page, "the Stock Summary's calendar", drinkWords);
    expect(problems).toEqual([]);
    await context.close();
  });
});
