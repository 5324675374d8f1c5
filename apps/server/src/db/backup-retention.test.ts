import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backupsToKeep, type DatedBackup, type RetentionTiers } from './backup-retention.ts';

const regular = (iso: string): DatedBackup => ({
  name: iso,
  at: new Date(iso),
  beforeMigration: false,
});
const beforeMigration = (iso: string): DatedBackup => ({
  name: `${iso} before migration`,
  at: new Date(iso),
  beforeMigration: true,
});

// 2026-11-23 is a Monday; 2026-11-22 the Sunday before it.
const week = [
  '2026-11-23T10:30:00Z',
  '2026-11-23T10:05:00Z',
  '2026-11-23T09:00:00Z',
  '2026-11-22T23:00:00Z',
  '2026-11-22T08:00:00Z',
  '2026-11-21T12:00:00Z',
  '2026-11-16T12:00:00Z',
  '2026-11-10T12:00:00Z',
].map(regular);

const tiers = (t: Partial<RetentionTiers>): RetentionTiers => ({
  hourly: 0,
  daily: 0,
  weekly: 0,
  beforeMigration: 0,
  ...t,
});

describe('backupsToKeep', () => {
  it.each([
    {
      why: 'the newest of each hour, day and week (weeks start on Monday, UTC)',
      tiers: tiers({ hourly: 2, daily: 2, weekly: 3 }),
      kept: [
        '2026-11-23T10:30:00Z',
        '2026-11-23T09:00:00Z',
        '2026-11-22T23:00:00Z',
        '2026-11-10T12:00:00Z',
      ],
    },
    {
      why: 'hourly only: two backups in one hour keep the newer',
      tiers: tiers({ hourly: 24 }),
      kept: week.map((b) => b.name).filter((n) => n !== '2026-11-23T10:05:00Z'),
    },
    {
      why: 'days without a backup do not use up the daily tier',
      tiers: tiers({ hourly: 1, daily: 14 }),
      kept: [
        '2026-11-23T10:30:00Z',
        '2026-11-22T23:00:00Z',
        '2026-11-21T12:00:00Z',
        '2026-11-16T12:00:00Z',
        '2026-11-10T12:00:00Z',
      ],
    },
    {
      why: 'one hourly backup only',
      tiers: tiers({ hourly: 1 }),
      kept: ['2026-11-23T10:30:00Z'],
    },
  ])('$why', ({ tiers: t, kept }) => {
    expect([...backupsToKeep(week, t)].sort()).toEqual([...kept].sort());
  });

  it('keeps the newest backups taken before a migration apart from the hourly ones', () => {
    const backups = [
      ...week,
      beforeMigration('2026-11-23T11:00:00Z'),
      beforeMigration('2026-11-01T00:00:00Z'),
      beforeMigration('2026-10-01T00:00:00Z'),
    ];
    expect([...backupsToKeep(backups, tiers({ hourly: 1, beforeMigration: 2 }))].sort()).toEqual([
      '2026-11-01T00:00:00Z before migration',
      '2026-11-23T10:30:00Z',
      '2026-11-23T11:00:00Z before migration',
    ]);
  });

  it('keeps nothing of an empty folder', () => {
    expect(backupsToKeep([], tiers({ hourly: 24, daily: 14, weekly: 8 })).size).toBe(0);
  });

  const anyBackups = fc
    .uniqueArray(
      fc.record({
        minute: fc.integer({ min: 0, max: 2 * 365 * 24 * 60 }),
        beforeMigration: fc.boolean(),
      }),
      { selector: (b) => b.minute, maxLength: 80 },
    )
    .map((list) =>
      list.map(({ minute, beforeMigration: bm }) => ({
        name: `backup-${minute}${bm ? '-before-migration' : ''}`,
        at: new Date(Date.UTC(2025, 0, 1) + minute * 60_000),
        beforeMigration: bm,
      })),
    );
  const anyTiers = fc.record({
    hourly: fc.integer({ min: 1, max: 30 }),
    daily: fc.integer({ min: 0, max: 30 }),
    weekly: fc.integer({ min: 0, max: 12 }),
    beforeMigration: fc.integer({ min: 0, max: 5 }),
  });

  it('always keeps the newest backup, never more than the tiers add up to, and is stable', () => {
    fc.assert(
      fc.property(anyBackups, anyTiers, (backups, t) => {
        const kept = backupsToKeep(backups, t);
        const newest = (list: DatedBackup[]) =>
          [...list].sort((a, b) => b.at.getTime() - a.at.getTime())[0];
        const newestRegular = newest(backups.filter((b) => !b.beforeMigration));
        if (newestRegular) expect(kept.has(newestRegular.name)).toBe(true);
        const newestOverall = newest(backups);
        if (newestOverall && (!newestOverall.beforeMigration || t.beforeMigration > 0)) {
          expect(kept.has(newestOverall.name)).toBe(true);
        }
        expect(kept.size).toBeLessThanOrEqual(t.hourly + t.daily + t.weekly + t.beforeMigration);
        expect(backups.filter((b) => kept.has(b.name))).toHaveLength(kept.size);
        // Run again on what is left, nothing more goes: retention does not wear backups away.
        const again = backupsToKeep(
          backups.filter((b) => kept.has(b.name)),
          t,
        );
        expect([...again].sort()).toEqual([...kept].sort());
      }),
    );
  });
});
