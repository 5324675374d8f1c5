import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { adminPassword } from './server.ts';

/** The lines of a revenue list ('Room Revenue', 'Food Revenue'), or [] when it is empty. */
export const revenueLines = async (page: Page, list: string): Promise<string[]> => {
  const items = page.getByRole('list', { name: list }).getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
};

/** Adds a manual payment through the panel's Add button and closes the success notice. */
export const addPayment = async (
  page: Page,
  panel: 'Room Revenue' | 'Food Revenue',
  payment: { type: string; others?: string; amount: string; method?: string; reference?: string },
) => {
  const title = panel === 'Room Revenue' ? 'Add Payment' : 'Add Food Payment';
  const header = page.locator('.mantine-Paper-root', {
    has: page.getByRole('heading', { name: panel, exact: true }),
  });
  await header.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('combobox', { name: /^Payment Type/ }).click();
  await dialog.getByRole('option', { name: payment.type, exact: true }).click();
  if (payment.others) {
    await dialog.getByRole('textbox', { name: /^Specify Payment Type/ }).fill(payment.others);
  }
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill(payment.amount);
  if (payment.method) {
    await dialog.getByRole('combobox', { name: /^Payment Method/ }).click();
    await dialog.getByRole('option', { name: payment.method, exact: true }).click();
  }
  if (payment.reference) {
    await dialog.getByRole('textbox', { name: /^Wallet transaction ID/ }).fill(payment.reference);
  }
  await dialog.getByRole('button', { name: title }).click();
};

/** Signs aureo's admin in through the API, hands the token to the page and opens `path`. */
export const openAdminPage = async (page: Page, baseURL: string, path = '/admin') => {
  const response = await fetch(`${baseURL}/api/aureo/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('hotel', 'aureo');
    localStorage.setItem('token', t);
    // As the admin sign-in stores it: no receptionist's role left from an earlier sign-in, which
    // would send an owner page to the admin sign-in (ADR 035).
    localStorage.removeItem('role');
  }, token);
  await page.goto(path);
  return token;
};

/** The Overall Summary's figures: room, food, total. */
export const adminSummary = async (page: Page): Promise<string[]> => {
  const card = page.getByRole('region', { name: 'Overall Summary' });
  return Promise.all(
    ['Room Revenue', 'Food Revenue', 'Total'].map((label) =>
      card.getByLabel(label, { exact: true }).innerText(),
    ),
  );
};

/** '-15,000 Ks' -> -15000. */
export const signedKyat = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
