import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { receptionPassword } from './server.ts';

const hotelZone = 'Asia/Yangon';

/** The hotel's date `days` from today, as yyyy-mm-dd. */
export const hotelDate = (days = 0): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: hotelZone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

export interface SignedIn {
  token: string;
  user: { name: string; role: string };
}

/** Signs aureo's receptionist in through the API. */
export const signInAsReception = async (baseURL: string): Promise<SignedIn> => {
  const response = await fetch(`${baseURL}/api/aureo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'reception', password: receptionPassword }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SignedIn;
};

/** Signs in and hands the session to the page, as the sign-in screen would. */
export const signInPage = async (page: Page, baseURL: string): Promise<SignedIn> => {
  const session = await signInAsReception(baseURL);
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('hotel', 'aureo');
    localStorage.setItem('token', s.token);
    localStorage.setItem('name', s.user.name);
    localStorage.setItem('role', s.user.role);
  }, session);
  return session;
};
