import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  interface Operation {
    tags?: string[];
    summary?: string;
    description?: string;
    parameters?: { name: string; in: string }[];
    requestBody?: unknown;
    responses: Record<string, { content?: unknown }>;
  }
  it('documents every rooms, stays, revenue and receipts call with its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const operations: [string, string, boolean][] = [
      ['get', '/rooms', false],
      ['get', '/rooms/{room}', false],
      ['put', '/rooms/{roomNumber}', true],
      ['get', '/room-types', false],
      ['get', '/room-prices', false],
      ['post', '/create-guest', true],
      ['get', '/guests/current/{room}', false],
      ['put', '/guests/checkout/{room}', true],
      ['post', '/check-in', true],
      ['post', '/create-income', true],
      ['get', '/incomes/date/{date}', false],
      ['get', '/get-stats', false],
      ['get', '/room-revenue', false],
      ['post', '/receipt-numbers', true],
      ['put', '/guests/{id}', true],
      ['post', '/guests/{id}/extend-days', true],
      ['post', '/guests/{id}/extend-hours', true],
      ['post', '/guests/{id}/extend-long-stay', true],
      ['post', '/swap-room', true],
    ];
    for (const [method, path, hasBody] of operations) {
      const operation = doc.paths[`/api/{hotel}/reception${path}`]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags?.length).toBeGreaterThan(0);
      expect(operation!.summary).toBeTruthy();
      expect(Boolean(operation!.requestBody)).toBe(hasBody);
      const success = Object.entries(operation!.responses).find(([code]) => code.startsWith('2'));
      expect(success?.[1].content, `${method} ${path}`).toBeDefined();
    }
    const checkInOperation = doc.paths['/api/{hotel}/reception/check-in']!.post!;
    expect(checkInOperation.parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
    );
    const revenueOperation = doc.paths['/api/{hotel}/reception/room-revenue']!.get!;
    expect(revenueOperation.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['date', 'paymentType']),
    );
    for (const path of ['/create-guest', '/create-income']) {
      const description = doc.paths[`/api/{hotel}/reception${path}`]!.post!.description;
      expect(description, path).toContain('gets the next free server-issued number instead');
      expect(description, path).toContain('same guest');
    }
  });
});
