import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { hotelDate } from './support/session.ts';
import { openDashboard, reserveByApi, roomCard } from './support/dashboard.ts';

const minute = 60_000;

/** Time since the hotel's midnight (Asia/Yangon, 17:30 UTC). */
const sinceHotelMidnight = () => (Date.now() + 6.5 * 60 * minute) % (24 * 60 * minute);

/**
 * The test needs one hotel day from start to end: a few minutes before or after the hotel's
 * midnight it waits until the new day is three minutes old, rather than fail on it.
 */
const clearOfHotelMidnight = async () => {
  const since = sinceHotelMidnight();
  const until = 24 * 60 * minute - since;
  if (until < 3 * minute) await new Promise((r) => setTimeout(r, until + 3 * minute));
  else if (since < 3 * minute) await new Promise((r) => setTimeout(r, 3 * minute - since));
};

/** 90 s, and up to six minutes of waiting for a new day. */
const timeout = 90_000 + 6 * minute;

/** A call to aureo's reception API, as another desk would make it. */
const desk =
  (baseURL: string, token: string) => async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${baseURL}/api/aureo/reception${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as { guests?: { ID: number }[] };
  };

const guest = (name: string) => ({
  name,
  nationalId: '12/KAMANA(N)123456',
  phone: '09 420 111 222',
});

/** The count on one of the strip's buttons. */
const count = async (page: Page, list: string) =>
  (await page.getByTestId(`today-${list}`).innerText()).split('\n').at(-1)?.trim();

/** The names a list shows, read from its dialog, which is then closed. */
const namesIn = async (page: Page, list: string, title: string) => {
  await page.getByTestId(`today-${list}`).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect.poll(() => dialog.getByTestId('today-row').count()).toBeGreaterThan(0);
  const rows = await dialog.getByTestId('today-row').allInnerTexts();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  return rows.join('\n');
};

/** What a room card says of its guest: its description (name, due-out time, overdue mark). */
const guestLine = (page: Page, room: string) =>
  roomCard(page, room).evaluate((card) => {
    const line = document.getElementById(card.getAttribute('aria-describedby') ?? '');
    return line ? (line as HTMLElement).innerText.replace(/\s+/g, ' ').trim() : null;
  });

describe.skipIf(!browserAvailable)('today at a glance in Chromium', () => {
  const app = useServerAndBrowser();

  it(
    'shows arrivals, departures and overdue guests live, and marks the overdue room',
    async () => {
      await clearOfHotelMidnight();
      const { page, problems } = await app.newPage();
      await page.setViewportSize({ width: 1024, height: 768 });
      const token = await openDashboard(page, app.server.baseURL);
      await expect.poll(() => count(page, 'inHouse')).toBe('0');
      await expect.poll(() => count(page, 'arrivals')).toBe('0');
      const call = desk(app.server.baseURL, token);

      // Another desk: a reservation due today, a full night due out today at 23:59 (the check-out
      // corrected in Guest Details), a session that began four hours ago (corrected the same way).
      await reserveByApi(app.server.baseURL, token, { name: 'Daw Arrival', roomCount: 2 });
      const departing = await call('POST', '/check-in', {
        stayType: 'full-night',
        guest: guest('U Departure'),
        rooms: [{ roomNumber: '102', extraBed: false }],
        checkoutDate: hotelDate(1),
      });
      await call('PUT', `/guests/${departing.guests![0]!.ID}`, {
        ...guest('U Departure'),
        checkoutDate: `${hotelDate()}T23:59:00.000Z`,
      });
      const session = await call('POST', '/check-in', {
        stayType: 'session',
        guest: guest('Ko Overdue'),
        rooms: [{ roomNumber: '103', extraBed: false }],
      });
      // Due out an hour ago, or a minute after midnight when the day is younger than that: an
      // overdue guest due out on an earlier day shows that day's date instead of the time.
      const dueOut = Date.now() - Math.min(60 * minute, sinceHotelMidnight() - minute);
      await call('PUT', `/guests/${session.guests![0]!.ID}`, {
        ...guest('Ko Overdue'),
        checkinDate: new Date(dueOut - 180 * minute).toISOString(),
        checkoutDate: new Date(dueOut).toISOString(),
      });

      // The strip follows the live events, without a reload.
      await expect.poll(() => count(page, 'arrivals')).toBe('1');
      await expect.poll(() => count(page, 'inHouse')).toBe('2');
      await expect.poll(() => count(page, 'overdue')).toBe('1');
      expect(await namesIn(page, 'arrivals', 'Arrivals')).toMatch(
        /Daw Arrival\t09 420 111 222\tFull Night\t2\t14:00/,
      );
      expect(await namesIn(page, 'departures', 'Departures')).toContain('U Departure');
      const overdue = await namesIn(page, 'overdue', 'Overdue');
      expect(overdue).toContain('Ko Overdue');
      expect(overdue).not.toContain('U Departure');

      // The room cards: who is in, until when, and the overdue mark.
      await expect.poll(() => guestLine(page, '102')).toBe('U Departure Out 23:59');
      await expect
        .poll(() => guestLine(page, '103'))
        .toMatch(/^Ko Overdue Overdue · Out \d\d:\d\d$/);
      expect(await roomCard(page, '103').getAttribute('aria-label')).toBe('Room 103, Session');
      expect(await roomCard(page, '103').getAttribute('data-overdue')).toBe('true');
      expect(await roomCard(page, '102').getAttribute('data-overdue')).toBeNull();

      // On a 1024x768 tablet the grid is one click away: Rooms brings it to the top.
      await page.getByRole('button', { name: 'Rooms ↓' }).click();
      await expect
        .poll(() =>
          roomCard(page, '101').evaluate((card) => {
            const { top, bottom } = card.getBoundingClientRect();
            return top >= 0 && bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
      expect(problems).toEqual([]);
    },
    timeout,
  );
});
