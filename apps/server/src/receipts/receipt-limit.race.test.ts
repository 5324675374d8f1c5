import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/test-app.ts';
import { useTestApp } from '../../test/app-fixture.ts';

// Issue 48 item 3 (ADR 072): the per-user limit is checked and counted in one step, so eight
// requests of one user at once never get past 60 numbers a minute (real concurrency on
// PostgreSQL; PGlite runs them one after another).
const clock = new Date('2026-11-22T07:30:00.000Z');
const fx = useTestApp(() => clock);
const issue = (token: string) =>
  fx.t.app.inject({
    method: 'POST',
    url: '/api/aureo/reception/receipt-numbers',
    headers: bearer(token),
    payload: { kind: 'room' },
  });

describe('receipt numbers a minute, eight desks of one user at once', () => {
  it('issues exactly up to 60, and refuses the rest with 429', async () => {
    const sessions = await Promise.all(Array.from({ length: 8 }, () => fx.t.login('aureo')));
    const codes: number[] = [];
    // 7 rounds of 8 at once (56), then a round of 8 of which only 4 fit.
    for (let round = 0; round < 8; round += 1) {
      const answers = await Promise.all(sessions.map((token) => issue(token)));
      codes.push(...answers.map((answer) => answer.statusCode));
    }
    expect(codes.filter((code) => code === 201)).toHaveLength(60);
    expect(codes.filter((code) => code === 429)).toHaveLength(4);
  });
});
