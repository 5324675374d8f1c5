import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../db/schema.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login('aureo', 'admin');
});
afterAll(() => t.close());

const call = (url: string, key?: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/aureo/reception${url}`,
    headers: { ...bearer(owner), ...(key && { 'idempotency-key': key }) },
    payload,
  });
const addReceptionist = async (username: string) => {
  const added = await call('/staff', undefined, { name: username, username, role: 'reception' });
  expect(added.statusCode, added.body).toBe(201);
  return added.json<{ user: { id: number } }>().user.id;
};
const recorded = async (kind: string, id: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.kind, kind), eq(activityLog.subject, `user:${id}`)))
  )[0]!.n;

describe('a staff deactivation retried with the same Idempotency-Key (ADR 070)', () => {
  it('two at once (a double press) answer the first result, 200 and the same body; one entry', async () => {
    const id = await addReceptionist('kyaw');
    const off = () => call(`/staff/${id}/deactivate`, 'deactivate-kyaw');
    const [first, second] = await Promise.all([off(), off()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ id, active: false });
    expect(await recorded('staff-deactivate', id)).toBe(1);
  });

  it('a retry after the answer (a lost one) answers it again and deactivates nothing again', async () => {
    const id = await addReceptionist('hla');
    const first = await call(`/staff/${id}/deactivate`, 'deactivate-hla');
    expect(first.statusCode, first.body).toBe(200);
    // Reactivated meanwhile (from another desk): the retry does not undo it.
    expect((await call(`/staff/${id}/reactivate`)).statusCode).toBe(200);
    const retry = await call(`/staff/${id}/deactivate`, 'deactivate-hla');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/aureo/reception/staff',
      headers: bearer(owner),
    });
    expect(staff.json<{ id: number; active: boolean }[]>().find((u) => u.id === id)?.active).toBe(
      true,
    );
    expect(await recorded('staff-deactivate', id)).toBe(1);
    expect(await recorded('staff-reactivate', id)).toBe(1);
  });

  it('the same key for another member is refused (422), nothing changed', async () => {
    const id = await addReceptionist('mya');
    const other = await addReceptionist('nu');
    expect((await call(`/staff/${id}/deactivate`, 'deactivate-mya')).statusCode).toBe(200);
    const misused = await call(`/staff/${other}/deactivate`, 'deactivate-mya');
    expect(misused.statusCode).toBe(422);
    expect(misused.json().message).toBe(
      'This Idempotency-Key was already used for another request.',
    );
    expect(await recorded('staff-deactivate', other)).toBe(0);
  });

  it('without a key, each deactivation is its own (as before)', async () => {
    const id = await addReceptionist('aung');
    expect((await call(`/staff/${id}/deactivate`)).statusCode).toBe(200);
    expect((await call(`/staff/${id}/deactivate`)).statusCode).toBe(200);
    expect(await recorded('staff-deactivate', id)).toBe(2);
  });
});
