import { expect } from 'vitest';
import type { ReceiptDocument } from '@frontdesk/domain';
import type { useCheckInFixture } from './check-in-fixture.ts';
import { bearer } from './test-app.ts';

/** The receipts tests' desk: a write that must succeed, and a reprint by number (GET). */
export const receiptDesk = (fx: ReturnType<typeof useCheckInFixture>) => ({
  send: async <T>(
    method: 'POST' | 'PUT',
    url: string,
    payload: object = {},
    token = fx.aureo,
  ): Promise<T> => {
    const response = await fx.t.app.inject({
      method,
      url: `${fx.base}${url}`,
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  },
  reprint: async (number: string): Promise<ReceiptDocument> => {
    const response = await fx.t.app.inject({
      method: 'GET',
      url: `${fx.base}/receipts/${number}`,
      headers: bearer(fx.aureo),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReceiptDocument>();
  },
});
