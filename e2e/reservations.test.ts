import { describe, expect, it } from 'vitest';
import { browserAvailable, liveConnectionReady, type Page } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { reserveByApi } from './support/dashboard.ts';
import { receptionPassword } from './support/server.ts';
import { hotelDate, signInPage } from './support/session.ts';

const display = (isoDate: string) => isoDate.split('-').reverse().join('/');

const panelDate = (page: Page) => page.getByRole('textbox', { name: 'Reservations date' });
const rowOf = (page: Page, name: string) =>
  page.getByTestId('reservation-row').filter({ hasText: name });

/** Fills the Create Reservation form for a full night from `checkin` and confirms it. */
const createThroughModal = async (page: Page, name: string, checkin: string) => {
  // Each date panel has its own Add: the Reservations panel's opens Create Reservation.
  await page
    .getByRole('region', { name: 'Reservations' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  const modal = page.getByRole('dialog', { name: 'Create Reservation' });
  await modal.getByRole('textbox', { name: 'Name' }).fill(name);
  await modal.getByRole('textbox', { name: 'National ID' }).fill('12/KAMANA(N)123456');
  await modal.getByRole('textbox', { name: 'Phone' }).fill('09 420 111 222');
  await modal.getByRole('combobox', { name: 'Room Type' }).click();
  await page.getByRole('option', { name: 'Full Night' }).click();
  await modal.getByRole('textbox', { name: 'Check-in', exact: true }).fill(display(checkin));
  await modal.getByRole('textbox', { name: 'Check-in', exact: true }).blur();
  await modal.getByRole('checkbox', { name: 'Extra Bed' }).check();
  await modal.getByRole('button', { name: 'Confirm' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect
    .poll(() => success.getByText('Reservation created successfully.').isVisible())
    .toBe(true);
  await success.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => modal.count()).toBe(0);
};

describe.skipIf(!browserAvailable)('reservations in Chromium', () => {
  const app = useServerAndBrowser();

  it('creates a reservation for tomorrow, finds it under its date, edits it and deletes it', async () => {
    const { page, context, problems } = await app.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Aureo Hotel' }).click();
    await page.waitForURL('**/login');
    await page.getByPlaceholder('Enter your username').fill('reception');
    await page.getByPlaceholder('Enter your password').fill(receptionPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('No Reservations').isVisible()).toBe(true);
    expect(await panelDate(page).inputValue()).toBe(display(hotelDate()));

    const tomorrow = hotelDate(1);
    await createThroughModal(page, 'Thida Win', tomorrow);
    // It starts tomorrow, so today's list stays empty.
    expect(await rowOf(page, 'Thida Win').count()).toBe(0);

    await panelDate(page).fill(display(tomorrow));
    // Typing leaves the header's calendar open, as for a user; Escape closes it.
    await panelDate(page).press('Escape');
    const row = rowOf(page, 'Thida Win');
    await expect.poll(() => row.isVisible()).toBe(true);
    const rowText = await row.innerText();
    expect(rowText).toContain(`${display(tomorrow)} – ${display(hotelDate(2))}`);
    expect(rowText).toContain('09 420 111 222');
    expect(rowText).toContain('1 room · Add-on: Extra Bed');
    expect(await row.locator('[data-room-type="full-night"]').count()).toBe(1);

    // Details, read-only; Edit; change the phone; Save.
    await row.click();
    await page
      .getByRole('dialog', { name: 'Thida Win' })
      .getByRole('button', { name: 'Details' })
      .click();
    const details = page.getByRole('dialog', { name: 'Reservation Details' });
    const phone = details.getByRole('textbox', { name: 'Phone' });
    expect(await phone.inputValue()).toBe('09 420 111 222');
    expect(await phone.getAttribute('readonly')).not.toBeNull();
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Reservation' });
    await edit.getByRole('textbox', { name: 'Phone' }).fill('09 777 888 999');
    await edit.getByRole('button', { name: 'Save' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect
      .poll(() => success.getByText('Reservation updated successfully.').isVisible())
      .toBe(true);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => row.innerText()).toContain('09 777 888 999');

    // Delete through the confirmation.
    await row.click();
    await page
      .getByRole('dialog', { name: 'Thida Win' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const question = page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to delete the reservation for Thida Win?' });
    await expect.poll(() => question.isVisible()).toBe(true);
    // A double click sends one DELETE (a second one would 404 into 'Failed to load reservations.').
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await question.getByRole('button', { name: 'Delete' }).dblclick();
    await expect.poll(() => page.getByText('No Reservations').isVisible()).toBe(true);
    expect(await rowOf(page, 'Thida Win').count()).toBe(0);
    expect(deletes).toHaveLength(1);
    expect(await page.getByRole('dialog', { name: 'Error' }).count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a reservation made at one desk on another desk without reloading', async () => {
    const first = await app.newPage();
    const second = await app.newPage();
    await signInPage(first.page, app.server.baseURL);
    await signInPage(second.page, app.server.baseURL);

    const secondLive = liveConnectionReady(second.page);
    await second.page.goto('/dashboard');
    await expect.poll(() => second.page.getByText('No Reservations').isVisible()).toBe(true);
    await secondLive;
    // Survives only as long as the page is not reloaded.
    await second.page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    await first.page.goto('/dashboard');
    await expect.poll(() => first.page.getByText('No Reservations').isVisible()).toBe(true);
    await createThroughModal(first.page, 'Aung Ko Live', hotelDate());
    await expect.poll(() => rowOf(first.page, 'Aung Ko Live').isVisible()).toBe(true);

    await expect.poll(() => rowOf(second.page, 'Aung Ko Live').isVisible()).toBe(true);
    expect(
      await second.page.evaluate(
        () => (window as unknown as { stillThisPage?: boolean }).stillThisPage,
      ),
    ).toBe(true);

    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('cuts long names and phones with an ellipsis instead of widening the panel, at 1280 and 1024 wide', async () => {
    const { page, context, problems } = await app.newPage();
    const { token } = await signInPage(page, app.server.baseURL);
    const longName = 'Aung '.repeat(19) + 'Kyaw1'; // 100 characters, with spaces
    const burmese = 'မောင်'.repeat(18); // no spaces at all
    expect(longName).toHaveLength(100);
    for (const [name, phone] of [
      [longName, '09 420 111 222'],
      [burmese, '094201112223334445556667778889'],
    ] as const) {
      await reserveByApi(app.server.baseURL, token, { name, phone });
    }

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      const rows = page.getByTestId('reservation-row');
      // (The other tests' reservations may be listed too.)
      await expect.poll(() => rows.filter({ hasText: 'Aung Aung' }).count()).toBe(1);
      await expect.poll(() => rows.filter({ hasText: 'မောင်မောင်' }).count()).toBe(1);
      const layout = await page.evaluate(() => {
        const list = document.querySelector('[data-testid="reservation-row"]')!.closest('ul')!;
        const panel = list.closest('.mantine-Paper-root')!;
        const viewportEl = list.closest('[data-scroll-column]')!;
        const panelBox = panel.getBoundingClientRect();
        return {
          panelRight: panelBox.right,
          panelScrolls: panel.scrollWidth > panel.clientWidth,
          listScrolls: viewportEl.scrollWidth > viewportEl.clientWidth,
          rows: Array.from(document.querySelectorAll('[data-testid="reservation-row"]')).map(
            (row) => ({
              right: row.getBoundingClientRect().right,
              width: row.getBoundingClientRect().width,
              texts: Array.from(row.querySelectorAll('p[title]')).map((text) => ({
                title: text.getAttribute('title'),
                cut: text.scrollWidth > text.clientWidth,
                ellipsis: getComputedStyle(text).textOverflow,
              })),
            }),
          ),
        };
      });
      expect(layout.panelScrolls).toBe(false);
      expect(layout.listScrolls).toBe(false);
      for (const row of layout.rows) {
        expect(row.right).toBeLessThanOrEqual(layout.panelRight);
        expect(row.width).toBeLessThan(viewport.width / 2);
      }
      const texts = layout.rows.flatMap((row) => row.texts);
      expect(texts.map((text) => text.title)).toEqual(
        expect.arrayContaining([longName, burmese, '094201112223334445556667778889']),
      );
      for (const text of texts.filter((t) => t.title === longName || t.title === burmese)) {
        expect(text).toMatchObject({ cut: true, ellipsis: 'ellipsis' });
      }

      // The options dialog is titled with the name on one line; the question wraps it.
      await rows.filter({ hasText: 'Aung Aung' }).click();
      const options = page.getByRole('dialog', { name: longName });
      await expect.poll(() => options.isVisible()).toBe(true);
      const optionsBox = (await options.boundingBox())!;
      expect(optionsBox.x + optionsBox.width).toBeLessThanOrEqual(viewport.width);
      await options.getByRole('button', { name: 'Delete' }).click();
      const question = page
        .getByRole('dialog')
        .filter({ hasText: 'Are you sure you want to delete the reservation for' });
      await expect.poll(() => question.isVisible()).toBe(true);
      expect(await question.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(
        true,
      );
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => question.count()).toBe(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
