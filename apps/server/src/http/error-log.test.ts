import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { serializeError } from './error-log.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

/** The error of an insert that fails, with a guest's name and phone among its parameters. */
const failedInsert = async (): Promise<Error> => {
  try {
    // No room: the row breaks a not-null constraint, which PostgreSQL reports with the row.
    await t.database.db
      .insert(guests)
      .values({ hotelId: 1, name: 'Daw Thin Thin Aye', phone: '09-777-123-456' } as never);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the insert did not fail');
};

describe('errors in the log', () => {
  it("logs a failed statement without its parameters or the row's values", async () => {
    const error = await failedInsert();
    expect(String(error.message)).toContain('Daw Thin Thin Aye');
    t.app.log.error({ err: error }, 'could not save the guest');

    const line = lines.find((l) => l.includes('could not save the guest'));
    expect(line).toBeDefined();
    expect(line).not.toContain('Thin Thin');
    expect(line).not.toContain('777-123');
    // What helps find the fault stays: the statement with placeholders and the database's words.
    const { err } = JSON.parse(line!) as { err: Record<string, string> };
    expect(err.message).toContain('Failed query: insert into "guests"');
    expect(err.message).toContain('violates not-null constraint');
    expect(err.stack).toContain('params: (not logged)');
  });

  it('keeps ordinary errors as they are', () => {
    const error = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'socket hang up',
      code: 'ECONNRESET',
      stack: expect.stringContaining('socket hang up'),
    });
  });
});
