import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { hotels, users } from './schema.ts';
import { seedDemoData } from './seed.ts';
import { verifyPassword } from '../auth/password.ts';
import { createEmptyPostgres } from '../../test/test-database.ts';

const passwords = { reception: 'pass-1', admin: 'pass-2' };

const demoSets = async (database: DatabaseHandle) => ({
  hotels: (await database.db.select().from(hotels)).map((h) => h.key).sort(),
  users: (await database.db.select().from(users)).length,
});

describe('the demo seed', () => {
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'two servers starting at once on an empty PostgreSQL create one set of hotels, without error',
    async () => {
      const empty = await createEmptyPostgres();
      try {
        const [first, second] = await Promise.all([
          openDatabase({ kind: 'postgres', url: empty.url }),
          openDatabase({ kind: 'postgres', url: empty.url }),
        ]);
        try {
          const results = await Promise.all([
            seedDemoData(first!.db, passwords),
            seedDemoData(second!.db, passwords),
          ]);
          expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
          expect(await demoSets(first!)).toEqual({ hotels: ['aureo', 'swe'], users: 4 });
        } finally {
          await first!.close();
          await second!.close();
        }
      } finally {
        await empty.drop();
      }
    },
    120_000,
  );

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'seeding twice at once on the embedded database creates one set of hotels',
    async () => {
      const database = await openDatabase({ kind: 'pglite' });
      try {
        const results = await Promise.all([
          seedDemoData(database.db, passwords),
          seedDemoData(database.db, passwords),
        ]);
        expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
        expect(await demoSets(database)).toEqual({ hotels: ['aureo', 'swe'], users: 4 });
      } finally {
        await database.close();
      }
    },
    120_000,
  );

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    "without passwords given, each hotel gets its own, and one hotel's does not fit the other",
    async () => {
      const database = await openDatabase({ kind: 'pglite' });
      try {
        const { generated } = await seedDemoData(database.db, {});
        const { aureo, swe } = generated;
        expect(Object.keys(generated).sort()).toEqual(['aureo', 'swe']);
        const all = [aureo!.reception, aureo!.admin, swe!.reception, swe!.admin];
        expect(new Set(all).size).toBe(4);
        const rows = await database.db.select().from(users);
        const hashOf = (key: string, username: string) => {
          const hotelId = key === 'aureo' ? 1 : 2;
          return rows.find((u) => u.hotelId === hotelId && u.username === username)!.passwordHash;
        };
        expect(await verifyPassword(hashOf('swe', 'reception'), swe!.reception!)).toBe(true);
        expect(await verifyPassword(hashOf('swe', 'reception'), aureo!.reception!)).toBe(false);
        expect(await verifyPassword(hashOf('aureo', 'admin'), aureo!.admin!)).toBe(true);
      } finally {
        await database.close();
      }
    },
    120_000,
  );
});
