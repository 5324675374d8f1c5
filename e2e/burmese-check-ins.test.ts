import { describe, expect, it } from 'vitest';
import { translateMessage } from '@frontdesk/domain';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable, type Page } from './support/browser.ts';
import {
  burmeseGuest,
  chooseFromMenuMy,
  closeSuccessMy,
  expectBurmeseDialog,
  expectNoEnglish,
  my,
  openInBurmese,
  roomCardMy,
  say,
  settled,
} from './support/burmese.ts';
import { checkInByApi } from './support/dashboard.ts';
import { hotelDate } from './support/session.ts';

const cancel = async (page: Page, title: string, button = my.checkIn.cancel) => {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
};

describe.skipIf(!browserAvailable)('every check-in and the reservations in Burmese', () => {
  const app = useServerAndBrowser();

  it('shows the four walk-in check-ins and their refusals in Burmese', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openInBurmese(page, app.server.baseURL);
    await roomCardMy(page, '101').waitFor();

    const kinds = [
      ['full-night', my.rooms.menu.fullNight],
      ['daycation', my.rooms.menu.daycation],
      ['session', my.rooms.menu.session],
      ['long-stay', my.rooms.menu.longStay],
    ] as const;
    for (const [kind, option] of kinds) {
      await chooseFromMenuMy(page, '101', option);
      const title = say(my.checkIn.titles[kind], { room: '101' });
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: my.checkIn.confirm }).click();
      // The schema's 'Name is required', in Burmese as the server says it (ADR 032).
      await dialog
        .getByText(translateMessage('Name is required', { language: 'my', digits: 'latn' }))
        .waitFor();
      await expectBurmeseDialog(page, title, `${kind} check-in, sent empty`);
      await cancel(page, title);
    }

    // Another desk takes the room while this dialog is open: the server says why, in Burmese.
    await chooseFromMenuMy(page, '102', my.rooms.menu.fullNight);
    const title = say(my.checkIn.titles['full-night'], { room: '102' });
    const dialog = page.getByRole('dialog', { name: title });
    await dialog
      .getByRole('textbox', { name: my.checkIn.name, exact: true })
      .fill(burmeseGuest.name);
    await dialog
      .getByRole('textbox', { name: my.checkIn.nationalId })
      .fill(burmeseGuest.nationalId);
    await dialog.getByRole('textbox', { name: my.checkIn.phone }).fill(burmeseGuest.phone);
    await checkInByApi(app.server.baseURL, token, { rooms: [{ roomNumber: '102' }] });
    await dialog.getByRole('button', { name: my.checkIn.confirm }).click();
    const error = page.getByRole('dialog', { name: my.dialogs.error });
    await error.getByText(my.checkIn.walkInFailed).waitFor();
    await expect.poll(() => error.innerText()).toContain('အခန်း 102 မအားပါ။');
    await expectBurmeseDialog(page, my.dialogs.error, 'a check-in the server refused');
    await error.getByRole('button', { name: my.dialogs.ok }).click();
    await cancel(page, title);

    // Housekeeping and Maintenance: the menu sets them, a click asks to free the room again.
    for (const option of [my.rooms.menu.housekeeping, my.rooms.menu.maintenance]) {
      await chooseFromMenuMy(page, '103', option);
      await roomCardMy(page, '103').getByText(option).waitFor();
      await roomCardMy(page, '103').click();
      const question = page.getByRole('dialog', { name: say(my.rooms.roomTitle, { room: '103' }) });
      await question.getByText(my.rooms.availableQuestion).waitFor();
      await expect.poll(() => question.locator('[data-loading]').count()).toBe(0);
      await expectBurmeseDialog(page, say(my.rooms.roomTitle, { room: '103' }), option);
      await question.getByRole('button', { name: my.dialogs.yes }).click();
      await roomCardMy(page, '103').getByText(my.display.roomStatuses['1']).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('creates, shows, edits, deletes and checks in a reservation in Burmese', async () => {
    const { page, context, problems } = await app.newPage();
    await openInBurmese(page, app.server.baseURL);
    const panel = page.getByRole('region', { name: my.dashboard.reservations });
    await panel.getByText(my.reservations.emptyTitle).waitFor();
    await expectNoEnglish(page, 'the dashboard with no reservations');

    await panel.getByRole('button', { name: my.datePanel.add, exact: true }).click();
    const create = page.getByRole('dialog', { name: my.reservations.modal.createTitle });
    await create.getByRole('button', { name: my.reservations.modal.confirm }).click();
    await create.getByText('အမည် လိုအပ်သည်').waitFor();
    await expectBurmeseDialog(
      page,
      my.reservations.modal.createTitle,
      'Create Reservation, sent empty',
    );

    // The choices of a list and the calendar of a date field.
    await create.getByRole('combobox', { name: my.reservations.modal.roomType }).click();
    await page.getByRole('option', { name: my.reservations.roomTypes['full-night'] }).waitFor();
    await expectNoEnglish(page, 'the room types');
    await page.getByRole('option', { name: my.reservations.roomTypes['full-night'] }).click();
    const calendar = page.locator('.mantine-Popover-dropdown');
    await create
      .getByRole('button', {
        name: `${my.reservations.modal.openCalendar}: ${my.reservations.modal.checkin}`,
      })
      .click();
    await calendar.getByRole('table').waitFor();
    await expectNoEnglish(page, 'the check-in calendar');
    // Up to the months of the year, then to the page of years.
    for (const level of ['the months', 'the years']) {
      await calendar.locator('.mantine-DatePicker-calendarHeaderLevel').click();
      await settled(page);
      await expectNoEnglish(page, `the calendar's ${level}`);
    }
    await page.keyboard.press('Escape');

    await create.getByRole('textbox', { name: my.reservations.modal.name }).fill(burmeseGuest.name);
    await create
      .getByRole('textbox', { name: my.reservations.modal.nationalId })
      .fill(burmeseGuest.nationalId);
    await create
      .getByRole('textbox', { name: my.reservations.modal.phone })
      .fill(burmeseGuest.phone);
    const checkin = create.getByRole('textbox', {
      name: my.reservations.modal.checkin,
      exact: true,
    });
    await checkin.fill(hotelDate().split('-').reverse().join('/'));
    await checkin.blur();
    await create.getByRole('button', { name: my.reservations.modal.confirm }).click();
    await closeSuccessMy(page, my.reservations.modal.created);

    const row = page.getByTestId('reservation-row').filter({ hasText: burmeseGuest.name });
    await row.waitFor();
    await expectNoEnglish(page, 'the dashboard with a reservation');
    await row.click();
    const options = page.getByRole('dialog', { name: burmeseGuest.name });
    await options.getByRole('button', { name: my.reservations.options.details }).click();
    await expectBurmeseDialog(page, my.reservations.modal.viewTitle, 'Reservation Details');
    const view = page.getByRole('dialog', { name: my.reservations.modal.viewTitle });
    await view.getByRole('button', { name: my.reservations.modal.edit }).click();
    const edit = await expectBurmeseDialog(
      page,
      my.reservations.modal.editTitle,
      'Edit Reservation',
    );
    await edit.getByRole('textbox', { name: my.reservations.modal.phone }).fill('');
    await edit.getByRole('button', { name: my.reservations.modal.save }).click();
    await edit.getByText('ဖုန်းနံပါတ် လိုအပ်သည်').waitFor();
    await expectBurmeseDialog(
      page,
      my.reservations.modal.editTitle,
      'Edit Reservation, phone cleared',
    );
    await cancel(page, my.reservations.modal.editTitle, my.reservations.modal.cancel);

    await row.click();
    await options.getByRole('button', { name: my.reservations.options.delete }).click();
    const question = page
      .getByRole('dialog')
      .filter({ hasText: say(my.reservations.deleteQuestion, { name: burmeseGuest.name }) });
    await question.waitFor();
    await expectNoEnglish(page, 'the delete question');
    await question.getByRole('button', { name: my.dialogs.cancel }).click();

    // Check-in from the reservation: the rooms to verify, then the payment to confirm.
    await row.click();
    await options.getByRole('button', { name: my.reservations.options.checkIn }).click();
    const title = say(my.checkIn.reservationTitle, { room: my.checkIn.reservationNoRoom });
    const checkIn = page.getByRole('dialog', { name: title });
    await checkIn.getByRole('button', { name: my.checkIn.confirm }).click();
    const error = page.getByRole('dialog', { name: my.dialogs.error });
    await error.getByText(my.checkIn.verifyRooms).waitFor();
    await expectBurmeseDialog(page, my.dialogs.error, 'the rooms to verify');
    await error.getByRole('button', { name: my.dialogs.ok }).click();
    await page.getByTestId('room-slot').getByPlaceholder(my.checkIn.roomPlaceholder).click();
    await page.getByRole('option', { name: /^101 / }).waitFor();
    await expectNoEnglish(page, 'the rooms to choose');
    await page.getByRole('option', { name: /^101 / }).click();
    const titled = say(my.checkIn.reservationTitle, { room: '101' });
    await page
      .getByRole('dialog', { name: titled })
      .getByRole('button', { name: my.checkIn.confirm })
      .click();
    await page.getByText(my.checkIn.confirmPaidRequired).waitFor();
    await expectBurmeseDialog(page, titled, 'reservation check-in, payment not confirmed');
    expect(problems).toEqual([]);
    await context.close();
  });
});
