import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { kyat, openDashboard, reserveByApi } from './support/dashboard.ts';
import { nightsOfCheckInAt } from './support/nights.ts';
import { hotelDate } from './support/session.ts';

const display = (isoDate: string) => isoDate.split('-').reverse().join('/');

describe.skipIf(!browserAvailable)('guest search and booked vs new dates (issue 19)', () => {
  const app = useServerAndBrowser();

  it('finds a checked-out guest by phone and shows the stay history', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openDashboard(page, app.server.baseURL);
    const api = (method: string, path: string) =>
      fetch(`${app.server.baseURL}/api/aureo/reception${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: method === 'PUT' ? '{}' : undefined,
      });
    // Another desk checked Daw Khin in to 203 until the day after tomorrow, and out again.
    const checkIn = await fetch(`${app.server.baseURL}/api/aureo/reception/check-in`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        stayType: 'full-night',
        guest: { name: 'Daw Khin Myo', nationalId: '7/PAKHANA(N)246810', phone: '09 765 432 109' },
        rooms: [{ roomNumber: '203', extraBed: false }],
        checkoutDate: `${hotelDate(2)}T12:00:00.000Z`,
        taxRate: 5,
        serviceRate: 0,
      }),
    });
    expect(checkIn.status).toBe(201);
    const { total, nights } = (await checkIn.json()) as { total: number; nights: number };
    expect((await api('PUT', '/guests/checkout/203')).status).toBe(200);

    await page.getByRole('button', { name: 'Find guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a guest' });
    await dialog
      .getByRole('textbox', { name: 'Name, phone, NRC/passport or room' })
      .fill('765432109');
    const row = dialog.getByRole('button', { name: /^Daw Khin Myo, Room 203/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    const rowText = await row.innerText();
    expect(rowText).toContain('Checked out');
    // The NRC and the phone shown in one form, and found typed in Myanmar script and digits or
    // as +95 (ADR 084).
    expect(rowText).toContain('09 765 432 109 · 7/PaKhaNa(N)246810');
    const box = dialog.getByRole('textbox', { name: 'Name, phone, NRC/passport or room' });
    for (const query of ['၇/ပခန(နိုင်)၂၄၆၈၁၀', '+95 9 765 432 109']) {
      const answered = page.waitForResponse(
        (r) =>
          r.url().includes('/guests/search') && new URL(r.url()).searchParams.get('q') === query,
      );
      await box.fill(query);
      const found = (await (await answered).json()) as { stays: { Name: string }[] };
      expect(found.stays.map((stay) => stay.Name)).toEqual(['Daw Khin Myo']);
    }
    expect(rowText).toContain(`${display(hotelDate())} – ${display(hotelDate(2))}`);

    await row.click();
    const history = dialog.getByTestId('guest-history');
    await expect.poll(() => history.isVisible()).toBe(true);
    expect(await history.getByTestId('history-stays').innerText()).toBe('1');
    // The nights it was charged (3 when checked in after midnight: the night it arrived in).
    expect(await history.getByTestId('history-nights').innerText()).toBe(String(nights));
    // What the stay was charged: its two nights and the 5 % tax.
    expect(kyat(await history.getByTestId('history-spent').innerText())).toBe(total);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("fetches Find guest's code when the keyboard reaches its button, and Enter opens it", async () => {
    const { page, context, problems } = await app.newPage({ serviceWorkers: 'block' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/guest-search-dialog-[^/]*\.js$/.test(request.url())) asked.push(request.url());
    });
    await openDashboard(page, app.server.baseURL);
    const button = page.getByRole('button', { name: 'Find guest' });
    await page.waitForTimeout(500);
    // Not with the dashboard: only once someone is about to use it.
    expect(asked).toEqual([]);

    await button.focus();
    await expect.poll(() => asked.length).toBe(1);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Find a guest' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an early check-in shows the booked and the new nights and price before Confirm', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openDashboard(page, app.server.baseURL);
    // Booked for one night in three days' time; the guest is here today.
    await reserveByApi(app.server.baseURL, token, {
      name: 'Ko Early',
      checkinDate: `${hotelDate(3)}T14:00:00.000Z`,
      checkoutDate: `${hotelDate(4)}T12:00:00.000Z`,
    });
    const panelDate = page.getByRole('textbox', { name: 'Reservations date' });
    await panelDate.fill(display(hotelDate(3)));
    await panelDate.press('Escape');
    const reservation = page.getByTestId('reservation-row').filter({ hasText: 'Ko Early' });
    await expect.poll(() => reservation.isVisible()).toBe(true);
    await reservation.click();
    await page
      .getByRole('dialog', { name: 'Ko Early' })
      .getByRole('button', { name: 'Check-in' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reservation Check-in' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByTestId('room-slot').getByPlaceholder('Select a room').click();
    await page.getByRole('option', { name: /^201 / }).click();

    const checkIn = page.getByRole('dialog', { name: '201 Check-in' });
    const notice = checkIn.getByTestId('booked-vs-new');
    await expect.poll(() => notice.isVisible()).toBe(true);
    const booked = await checkIn.getByTestId('booked-stay').innerText();
    const now = await checkIn.getByTestId('new-stay').innerText();
    expect(booked).toContain(`${display(hotelDate(3))} – ${display(hotelDate(4))}`);
    expect(booked).toContain('1 night');
    expect(booked).toContain('40,000 Ks');
    // Counted from the night the guest arrives in (ADR 068): before 06:00 that is yesterday's.
    const { firstNight, nights } = nightsOfCheckInAt(hotelDate(4));
    expect(now).toContain(`${display(firstNight)} – ${display(hotelDate(4))}`);
    expect(now).toContain(`${nights} nights`);
    expect(now).toContain(`${(nights * 40000).toLocaleString('en-US')} Ks`);
    expect(kyat(await checkIn.getByTestId('summary-total').innerText())).toBe(nights * 40000);
    expect(problems).toEqual([]);
    await context.close();
  });
});
