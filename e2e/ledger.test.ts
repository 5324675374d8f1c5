import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable } from './support/browser.ts';
import {
  checkInByApi,
  chooseFromMenu,
  kyat,
  openDashboard,
  settledStats,
  stat,
  statusOf,
} from './support/dashboard.ts';
import { nightsOfCheckInAt } from './support/nights.ts';
import { hotelDate } from './support/session.ts';

describe.skipIf(!browserAvailable)('every kyat accounted for, in Chromium (issue 17)', () => {
  const app = useServerAndBrowser();

  it('a deposit is revenue when taken; the check-in collects the rest; Guest Details shows the account', async () => {
    const { page } = await app.newPage();
    const token = await openDashboard(page, app.server.baseURL);
    await settledStats(page);

    // A reservation with 50,000 Ks handed over at the desk (payment type none: cash).
    const created = await fetch(`${app.server.baseURL}/api/aureo/reception/create-reservation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Aung Aung',
        nationalId: '12/KAMANA(N)123456',
        phone: '09 420 111 222',
        guestCount: 1,
        roomCount: 1,
        roomType: 'full-night',
        checkinDate: `${hotelDate(0)}T14:00:00.000Z`,
        checkoutDate: `${hotelDate(2)}T12:00:00.000Z`,
        extraBed: false,
        paymentType: 'none',
        amountPaid: 50000,
      }),
    });
    expect(created.status).toBe(201);
    const reservation = (await created.json()) as { ID: number };
    // A fresh hotel: today's room revenue is the deposit.
    await expect.poll(async () => kyat(await stat(page, 'room'))).toBe(50000);

    // Two nights of a standard room (80,000): only the 30,000 still due is collected. Checked in
    // before 06:00, the night the guest arrived in counts too (ADR 068): three nights, 70,000.
    const before = nightsOfCheckInAt(hotelDate(2)).nights;
    await checkInByApi(app.server.baseURL, token, {
      reservationId: reservation.ID,
      rooms: [{ roomNumber: '101', extraBed: false }],
      paymentMethod: 'cash',
    });
    await expect.poll(() => statusOf(page, '101')).toBe('Full Night');
    const after = nightsOfCheckInAt(hotelDate(2)).nights;
    await expect
      .poll(async () => kyat(await stat(page, 'room')))
      .toBeOneOf([before * 40000, after * 40000]);
    const charged = kyat(await stat(page, 'room'));
    const money = (ks: number) => `${ks.toLocaleString('en-US')} Ks`;

    await chooseFromMenu(page, '101', 'Guest Details');
    const details = page.getByRole('dialog', { name: '101 Guest Details' });
    await expect.poll(() => details.getByText('Account').isVisible()).toBe(true);
    expect(await details.getByTestId('folio-total-charges').innerText()).toBe(money(charged));
    expect(await details.getByTestId('folio-total-paid').innerText()).toBe(money(charged));
    expect(await details.getByTestId('folio-balance').innerText()).toBe('0 Ks');
    expect(await details.getByText('Reservation Deposit').isVisible()).toBe(true);
    expect(await details.getByText('50,000 Ks').first().isVisible()).toBe(true);
    expect(
      await details
        .getByText(money(charged - 50000))
        .first()
        .isVisible(),
    ).toBe(true);
  });
});
