import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { openDashboard, reserveByApi } from './support/dashboard.ts';
import { hotelDate } from './support/session.ts';

const display = (isoDate: string) => isoDate.split('-').reverse().join('/');

describe.skipIf(!browserAvailable)('rooms free per night, in Chromium (issue 19)', () => {
  const app = useServerAndBrowser();

  it('a reservation for a night the hotel has promised in full is refused, naming the night', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openDashboard(page, app.server.baseURL);
    const night = hotelDate(3);
    // Another desk promised every one of aureo's 17 rooms for that night.
    await reserveByApi(app.server.baseURL, token, {
      name: 'Tour Group',
      roomCount: 17,
      guestCount: 30,
      checkinDate: `${night}T14:00:00.000Z`,
      checkoutDate: `${hotelDate(4)}T12:00:00.000Z`,
    });

    await page
      .getByRole('region', { name: 'Reservations' })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    const modal = page.getByRole('dialog', { name: 'Create Reservation' });
    await modal.getByRole('textbox', { name: 'Name' }).fill('Thida Win');
    await modal.getByRole('textbox', { name: 'National ID' }).fill('12/KAMANA(N)123456');
    await modal.getByRole('textbox', { name: 'Phone' }).fill('09 420 111 222');
    await modal.getByRole('combobox', { name: 'Room Type' }).click();
    await page.getByRole('option', { name: 'Full Night' }).click();
    await modal.getByRole('textbox', { name: 'Check-in', exact: true }).fill(display(night));
    await modal.getByRole('textbox', { name: 'Check-in', exact: true }).blur();
    await modal.getByRole('button', { name: 'Confirm' }).click();

    const error = page.getByRole('dialog', { name: 'Error' });
    await expect
      .poll(() => error.getByText(`No rooms are free on ${display(night)}`).isVisible())
      .toBe(true);
    await error.getByRole('button', { name: 'OK' }).click();
    // The form stays as it was, to change the date.
    expect(await modal.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Thida Win');
    expect(problems).toEqual([]);
    await context.close();
  });
});
