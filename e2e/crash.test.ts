import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { receptionPassword, startServer, type RunningServer } from './support/server.ts';

// Not a browser test: the real server process on the embedded database, killed with -9 while
// desks write, then started again on the same data dir.
const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-crash-'));
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const signIn = async (baseURL: string) => {
  const response = await fetch(`${baseURL}/api/aureo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'reception', password: receptionPassword }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
};

/** A manual payment whose amount names it; resolves to the amount once the server acknowledged it. */
const pay = async (baseURL: string, token: string, amount: number) => {
  const response = await fetch(`${baseURL}/api/aureo/reception/create-income`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      Type: 'electricity',
      GuestID: null,
      RoomNumber: '0',
      Amount: -amount,
      RevenueType: 'revenue',
      PaymentMethod: 'cash',
    }),
  });
  return response.status === 201 || response.status === 200 ? amount : undefined;
};

const recordedAmounts = async (baseURL: string, token: string) => {
  const days = [-1, 0, 1].map((d) =>
    new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10),
  );
  const amounts = new Set<number>();
  for (const day of days) {
    const response = await fetch(`${baseURL}/api/aureo/reception/incomes/date/${day}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    for (const income of (await response.json()) as { Amount: number }[]) {
      amounts.add(-income.Amount);
    }
  }
  return amounts;
};

describe('kill -9 during writes on the embedded database', () => {
  it('loses no acknowledged payment and opens again, three times over', async () => {
    const acknowledged: number[] = [];
    let next = 1;
    for (let cycle = 0; cycle < 3; cycle += 1) {
      server = await startServer({}, dataDir);
      const token = await signIn(server.baseURL);
      const running = server;
      // Four desks writing as fast as they can, until the power goes.
      let writing = true;
      const desks = Array.from({ length: 4 }, async () => {
        while (writing) {
          const amount = next++;
          const paid = await pay(running.baseURL, token, amount).catch(() => undefined);
          if (paid !== undefined) acknowledged.push(paid);
        }
      });
      await new Promise((r) => setTimeout(r, 700 + cycle * 300));
      await running.crash();
      writing = false;
      await Promise.all(desks);
      server = undefined;
    }
    expect(acknowledged.length).toBeGreaterThan(10);

    server = await startServer({}, dataDir);
    const recorded = await recordedAmounts(server.baseURL, await signIn(server.baseURL));
    expect(acknowledged.filter((amount) => !recorded.has(amount))).toEqual([]);
  });
});
