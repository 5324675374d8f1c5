import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable, liveConnectionReady } from './support/browser.ts';
import { openDashboard, roomCard, statusOf } from './support/dashboard.ts';
import { hotelDate } from './support/session.ts';

/** dd/mm/yyyy of a hotel date. */
const shown = (date: string) => date.split('-').reverse().join('/');

describe.skipIf(!browserAvailable)(
  'maintenance with a reason and an end (issue 47, ADR 085)',
  () => {
    const app = useServerAndBrowser();

    it('a room under maintenance until a date is free on the calendar from that date', async () => {
      const baseURL = app.server.baseURL;
      const front = await app.newPage();
      const back = await app.newPage();
      await openDashboard(front.page, baseURL);
      const backLive = liveConnectionReady(back.page);
      await openDashboard(back.page, baseURL);
      await back.page.getByRole('button', { name: 'Calendar', exact: true }).click();
      await back.page.getByRole('grid', { name: 'Rooms by day' }).waitFor();
      const counts = () =>
        back.page
          .getByTestId('calendar-free-count')
          .evaluateAll((cells) => cells.slice(0, 5).map((cell) => Number(cell.textContent)));
      const before = await counts();
      await backLive;

      // Dates from the hotel's today: the room is back for the night three days on.
      const until = hotelDate(3);
      await roomCard(front.page, '203').click();
      await front.page
        .getByRole('dialog', { name: 'Room 203' })
        .getByRole('button', { name: 'Maintenance', exact: true })
        .click();
      const dialog = front.page.getByRole('dialog', { name: 'Room 203 | Maintenance' });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('AC broken');
      const end = dialog.getByRole('textbox', { name: 'Expected end (optional)' });
      await end.fill(shown(until));
      await end.press('Tab');
      await dialog.getByRole('button', { name: 'Set to Maintenance' }).click();
      await expect.poll(() => statusOf(front.page, '203')).toBe('Maintenance');
      await expect
        .poll(() => roomCard(front.page, '203').innerText())
        .toMatch(new RegExp(`AC broken\\s+Until ${shown(until)}`));

      // The other desk's calendar, live: out tonight and the next two nights only.
      await expect
        .poll(() => counts(), { timeout: 5000 })
        .toEqual(before.map((n, i) => (i < 3 ? n - 1 : n)));
      const row = back.page.getByRole('row', { name: 'Room 203', exact: true });
      expect(
        await row
          .getByRole('img', { name: `Maintenance: AC broken · Until ${shown(until)}` })
          .count(),
      ).toBe(1);
      expect(
        await row.getByRole('button', { name: `Room 203, ${shown(hotelDate(2))}: free` }).count(),
      ).toBe(0);
      expect(
        await row.getByRole('button', { name: `Room 203, ${shown(until)}: free` }).count(),
      ).toBe(1);
      await front.context.close();
      await back.context.close();
    });
  },
);
