import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { hotelDate, signInPage } from './session.ts';

/** Signs in, opens the dashboard and waits for the room grid. */
export const openDashboard = async (page: Page, baseURL: string) => {
  const session = await signInPage(page, baseURL);
  await page.goto('/dashboard');
  await expect.poll(() => roomCard(page, '101').count()).toBe(1);
  return session.token;
};

export const roomCard = (page: Page, room: string) =>
  page.getByRole('button', { name: new RegExp(`^Room ${room}, `) });

export const statusOf = async (page: Page, room: string) =>
  (await roomCard(page, room).getAttribute('aria-label'))?.replace(`Room ${room}, `, '');

export type StatKey =
  'availability' | 'fullNight' | 'daycation' | 'session' | 'housekeeping' | 'food' | 'room';

/** What a stat card shows (its last line): '12/17', '3', '80,000 Ks', '-'. */
export const stat = async (page: Page, key: StatKey): Promise<string> => {
  const text = await page.locator(`[data-testid="stat-card"][data-stat="${key}"]`).innerText();
  return text.split('\n').at(-1)?.trim() ?? '';
};

/** The accessible label of the focused element (the room cards have one). */
export const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

export const kyat = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The rooms available, from the Availablility card ('12/17' -> 12). */
export const available = async (page: Page) =>
  Number((await stat(page, 'availability')).split('/')[0]);

/** Waits until the cards have loaded their figures. */
export const settledStats = async (page: Page) => {
  await expect.poll(() => stat(page, 'availability')).toMatch(/^\d+\/\d+$/);
  await expect.poll(() => stat(page, 'room')).toMatch(/Ks$/);
};

/**
 * Clicks a room and picks `option` from its menu; Maintenance's own dialog (ADR 085) is then
 * confirmed without a reason or an end, as SPEC's button sets it.
 */
export const chooseFromMenu = async (page: Page, room: string, option: string) => {
  await roomCard(page, room).click();
  await page
    .getByRole('dialog', { name: `Room ${room}` })
    .getByRole('button', { name: option, exact: true })
    .click();
  if (option === 'Maintenance') {
    await page
      .getByRole('dialog', { name: `Room ${room} | Maintenance` })
      .getByRole('button', { name: 'Set to Maintenance' })
      .click();
  }
};

export const fillGuest = async (page: Page, dialogName: string | RegExp, name: string) => {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'National ID' }).fill('12/KAMANA(N)123456');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('09 420 111 222');
  return dialog;
};

export const closeSuccess = async (page: Page, message: string) => {
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect.poll(() => success.getByText(message).isVisible()).toBe(true);
  await success.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => success.count()).toBe(0);
};

/** Makes a full-night reservation from today to tomorrow through the API, as another desk would. */
export const reserveByApi = async (
  baseURL: string,
  token: string,
  body: Record<string, unknown> = {},
) => {
  const response = await fetch(`${baseURL}/api/aureo/reception/create-reservation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: 'Aung Aung',
      nationalId: '12/KAMANA(N)123456',
      phone: '09 420 111 222',
      guestCount: 1,
      roomCount: 1,
      roomType: 'full-night',
      checkinDate: `${hotelDate()}T14:00:00.000Z`,
      checkoutDate: `${hotelDate(1)}T12:00:00.000Z`,
      extraBed: false,
      paymentType: 'kpay',
      amountPaid: 0,
      ...body,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
};

/** Checks a guest in through the API, as another desk would. */
export const checkInByApi = async (
  baseURL: string,
  token: string,
  body: Record<string, unknown>,
) => {
  const response = await fetch(`${baseURL}/api/aureo/reception/check-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      stayType: 'full-night',
      guest: { name: 'Aung Aung', nationalId: '12/KAMANA(N)123456', phone: '09 420 111 222' },
      checkoutDate: hotelDate(2),
      ...body,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
};
