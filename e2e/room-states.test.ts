import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { hotelDate } from './support/session.ts';
import {
  openDashboard,
  roomCard,
  statusOf,
  stat,
  focusedLabel,
  available,
  settledStats,
  chooseFromMenu,
  fillGuest,
  closeSuccess,
} from './support/dashboard.ts';

describe.skipIf(!browserAvailable)('room states in Chromium', () => {
  const app = useServerAndBrowser();

  it('checks a guest out to Housekeeping, then sets the room available again', async () => {
    const { page, context, problems } = await app.newPage();
    await openDashboard(page, app.server.baseURL);
    await chooseFromMenu(page, '104', 'Full Night');
    const dialog = await fillGuest(page, '104 | Full Night Check-in', 'U Ba');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(page, 'Guest checked-in successfully.');
    await expect.poll(() => statusOf(page, '104')).toBe('Full Night');
    await settledStats(page);
    const before = {
      available: await available(page),
      fullNight: Number(await stat(page, 'fullNight')),
      housekeeping: Number(await stat(page, 'housekeeping')),
    };

    await chooseFromMenu(page, '104', 'Checkout');
    const question = page.getByRole('dialog', { name: 'Room 104' });
    await expect
      .poll(() => question.getByText('Do you want to check out U Ba from room 104?').isVisible())
      .toBe(true);
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => statusOf(page, '104')).toBe('Housekeeping');
    await expect.poll(() => stat(page, 'housekeeping')).toBe(String(before.housekeeping + 1));
    await expect.poll(() => stat(page, 'fullNight')).toBe(String(before.fullNight - 1));

    await roomCard(page, '104').click();
    await expect
      .poll(() => page.getByText('Do you want to set the room to available?').isVisible())
      .toBe(true);
    await page
      .getByRole('dialog', { name: 'Room 104' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect.poll(() => statusOf(page, '104')).toBe('Available');
    await expect.poll(() => stat(page, 'housekeeping')).toBe(String(before.housekeeping));
    await expect.poll(() => available(page)).toBe(before.available + 1);

    // Maintenance from the available menu, and back.
    await chooseFromMenu(page, '104', 'Maintenance');
    await expect.poll(() => statusOf(page, '104')).toBe('Maintenance');
    await roomCard(page, '104').click();
    await page
      .getByRole('dialog', { name: 'Room 104' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect.poll(() => statusOf(page, '104')).toBe('Available');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never checks out the next guest: a question left open gets 409 and leaves the room alone', async () => {
    const { page, context, problems } = await app.newPage();
    // This desk's live connection is down, so nothing tells it about the other desk's work.
    await page.routeWebSocket(/\/ws$/, () => {});
    const token = await openDashboard(page, app.server.baseURL);
    await chooseFromMenu(page, '105', 'Full Night');
    const dialog = await fillGuest(page, '105 | Full Night Check-in', 'Daw Hla');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(page, 'Guest checked-in successfully.');
    await expect.poll(() => statusOf(page, '105')).toBe('Full Night');

    await chooseFromMenu(page, '105', 'Checkout');
    const question = page.getByRole('dialog', { name: 'Room 105' });
    await expect
      .poll(() => question.getByText('Do you want to check out Daw Hla from room 105?').isVisible())
      .toBe(true);

    // Meanwhile another desk checks Daw Hla out, readies the room and checks Ko Nyi in.
    const reception = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${app.server.baseURL}/api/aureo/reception${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `other-desk-${path}`,
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as unknown;
    };
    await reception('PUT', '/guests/checkout/105');
    await reception('PUT', '/rooms/105', { status: 1 });
    await reception('POST', '/check-in', {
      stayType: 'full-night',
      guest: { name: 'Ko Nyi', nationalId: '7/PAKHANA(N)222333', phone: '09 555 666 777' },
      rooms: [{ roomNumber: '105', extraBed: false }],
      checkoutDate: `${hotelDate(1)}T12:00:00.000Z`,
      paymentMethod: 'cash',
    });

    await question.getByRole('button', { name: 'Yes' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect
      .poll(() =>
        error.getByText('The guest in room 105 has changed. Please check again.').isVisible(),
      )
      .toBe(true);
    await error.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Room 105, Full Night');
    // Ko Nyi still holds the room; it was not sent to housekeeping.
    const current = (await reception('GET', '/guests/current/105')) as { Name: string };
    expect(current.Name).toBe('Ko Nyi');
    await expect.poll(() => statusOf(page, '105')).toBe('Full Night');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows every room status label whole at 1280x800 and 1024x768', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openDashboard(page, app.server.baseURL);
    const setStatus = async (room: string, status: number) => {
      const response = await fetch(`${app.server.baseURL}/api/aureo/reception/rooms/${room}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      expect(response.status).toBe(200);
    };
    await setStatus('301', 5);
    await setStatus('302', 6);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect.poll(() => statusOf(page, '301')).toBe('Housekeeping');
      await expect.poll(() => statusOf(page, '302')).toBe('Maintenance');
      const labels = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="room-card"]')).map((card) => {
          const label = card.querySelectorAll('p')[1]!;
          return {
            text: label.textContent,
            whole: label.scrollWidth <= label.clientWidth,
            fontPx: parseFloat(getComputedStyle(label).fontSize),
          };
        }),
      );
      expect(labels.map((label) => label.text)).toEqual(
        expect.arrayContaining(['Housekeeping', 'Maintenance', 'Available']),
      );
      for (const label of labels) {
        expect(label, `${label.text} at ${viewport.width}px`).toMatchObject({ whole: true });
        expect(label.fontPx).toBeGreaterThanOrEqual(10);
      }
    }
    await setStatus('301', 1);
    await setStatus('302', 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
