import { describe, expect, it } from 'vitest';
import { roomRevenueQuerySchema } from './stats.ts';

describe('room revenue query', () => {
  it('accepts a date and a filter', () => {
    expect(roomRevenueQuerySchema.parse({ date: '2026-11-22', paymentType: 'online' })).toEqual({
      date: '2026-11-22',
      paymentType: 'online',
    });
  });
  it('both are optional', () => {
    expect(roomRevenueQuerySchema.parse({})).toEqual({});
  });
  it.each<[string, Record<string, unknown>, string]>([
    ['not a date', { date: '22/11/2026' }, 'date'],
    ['not a real date', { date: '2026-02-30' }, 'date'],
    ['a card filter', { paymentType: 'card' }, 'paymentType'],
  ])('%s is refused, naming %s', (_case, query, field) => {
    const result = roomRevenueQuerySchema.safeParse(query);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
