import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsCopy } from '../../test/upgrade-migrations.ts';
import { restoreBackup, verifyBackup } from './backup.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { hotels, incomes, reservations } from './schema.ts';
import { seedDemoData } from './seed.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'frontdesk-backup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const rowsOf = async (database: DatabaseHandle) => ({
  hotels: (await database.db.select().from(hotels)).map((h) => h.key),
  reservations: (await database.db.select().from(reservations)).map((r) => [r.name, r.amountPaid]),
  incomes: (await database.db.select().from(incomes)).map((i) => [
    i.type,
    i.amount,
    i.receiptNumber,
  ]),
});

/** An embedded database on disk with demo data, a reservation and a payment. */
const busyDatabase = async (dataDir: string) => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await seedDemoData(database.db, { reception: 'pass-1', admin: 'pass-2' });
  const [hotel] = await database.db.select().from(hotels).limit(1);
  await database.db.insert(reservations).values({
    hotelId: hotel!.id,
    name: 'Daw Khin Khin',
    nationalId: '12/ABC(N)123456',
    phone: '09 111 222',
    guestCount: 2,
    roomCount: 1,
    roomType: 'full-night',
    checkinAt: new Date('2026-11-23T05:30:00Z'),
    checkoutAt: new Date('2026-11-24T05:30:00Z'),
    reservationDate: new Date('2026-11-22T05:30:00Z'),
    status: 'confirmed',
    extraBed: false,
    paymentType: 'kpay',
    amountPaid: 35_000,
  });
  await database.db.insert(incomes).values({
    hotelId: hotel!.id,
    type: 'electricity',
    guestId: null,
    roomNumber: '0',
    amount: -12_500.5,
    revenueType: 'revenue',
    paymentMethod: 'cash',
    receiptNumber: 'AUR202611230001',
    createdAt: new Date(),
  });
  return database;
};

// The embedded database only: PostgreSQL's pg_dump backups are tested in backup-postgres.test.ts.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')(
  'embedded backups',
  { timeout: 120_000 },
  () => {
    it('a backup restored into a fresh data dir has every row', async () => {
      const source = await busyDatabase(folder());
      const { file } = await source.backup!();
      const expected = await rowsOf(source);
      await source.close();

      const target = folder();
      const report = await restoreBackup(file, target);
      expect(report.rows.reservations).toBe(1);
      expect(report.rows.incomes).toBe(1);
      expect(report.previous).toBeUndefined();
      const restored = await openDatabase({ kind: 'pglite', dataDir: target });
      expect(await rowsOf(restored)).toEqual(expected);
      await restored.close();
    });

    it('writes owner-only backups that verify against the rows recorded in them', async () => {
      const dataDir = folder();
      const database = await busyDatabase(dataDir);
      const { file } = await database.backup!();
      await database.close();
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
      // The live data too: PGlite writes its files 0666, the data dir keeps others out.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const report = await verifyBackup(file);
      expect(report).toMatchObject({ ok: true, checksumMatches: true, differences: [] });
      expect(report.rows).toMatchObject({ hotels: 2, reservations: 1, incomes: 1 });
      expect(report.recorded).toEqual(report.rows);
    });

    it('a backup that does not hold the rows recorded with it fails verification', async () => {
      const dataDir = folder();
      const database = await busyDatabase(dataDir);
      const { file } = await database.backup!();
      await database.close();
      const manifest = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as {
        rows: Record<string, number>;
      };
      manifest.rows.reservations = 2;
      writeFileSync(`${file}.json`, JSON.stringify(manifest));
      const report = await verifyBackup(file);
      expect(report.ok).toBe(false);
      expect(report.differences).toEqual([{ table: 'reservations', recorded: 2, found: 1 }]);
    });

    it('keeps the data as it was before an upgrade migrates it', async () => {
      const dataDir = folder();
      // The migrations of this version, and of an upgrade that adds one more.
      const migrations = migrationsCopy(folder());
      const current = migrations.dir;
      const database = await openDatabase({ kind: 'pglite', dataDir, migrationsFolder: current });
      await seedDemoData(database.db, { reception: 'pass-1', admin: 'pass-2' });
      expect(database.beforeMigration).toBeUndefined(); // a new database: nothing to keep
      await database.close();
      const reopened = await openDatabase({ kind: 'pglite', dataDir, migrationsFolder: current });
      expect(reopened.beforeMigration).toBeUndefined(); // nothing to migrate
      await reopened.close();

      migrations.upgrade('CREATE TABLE "upgrade_marker" ("id" integer);');

      const upgraded = await openDatabase({ kind: 'pglite', dataDir, migrationsFolder: current });
      const kept = upgraded.beforeMigration!;
      expect(basename(kept.file)).toMatch(/^frontdesk-\d{8}T\d{9}Z-before-migration\.tar\.gz$/);
      await upgraded.close();
      const before = await verifyBackup(kept.file);
      expect(before.ok).toBe(true);
      expect(before.rows.hotels).toBe(2);
      expect(before.rows).not.toHaveProperty('upgrade_marker');
    });

    it('refuses to restore while a server holds the data dir, and changes nothing', async () => {
      const dataDir = folder();
      const database = await busyDatabase(dataDir);
      const { file } = await database.backup!();
      await database.close();
      const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      try {
        writeFileSync(join(dataDir, 'frontdesk.lock'), String(server.pid));
        await expect(restoreBackup(file, dataDir)).rejects.toThrow(DataDirInUseError);
      } finally {
        server.kill();
        rmSync(join(dataDir, 'frontdesk.lock'), { force: true });
      }
      expect(readdirSync(dataDir).filter((n) => n.startsWith('pglite'))).toEqual(['pglite']);
    });

    it('a broken backup file is refused and the current data stays', async () => {
      const dataDir = folder();
      const database = await busyDatabase(dataDir);
      const expected = await rowsOf(database);
      await database.close();
      const broken = join(folder(), 'frontdesk-20261123T000000Z.tar.gz');
      writeFileSync(broken, 'not a tarball');
      await expect(restoreBackup(broken, dataDir)).rejects.toThrow();
      const after = await openDatabase({ kind: 'pglite', dataDir });
      expect(await rowsOf(after)).toEqual(expected);
      await after.close();
      expect(readdirSync(dataDir).filter((n) => n.startsWith('pglite'))).toEqual(['pglite']);
    });

    it('restoring over existing data keeps what it replaced', async () => {
      const dataDir = folder();
      const database = await busyDatabase(dataDir);
      const { file } = await database.backup!();
      await database.close();
      const report = await restoreBackup(file, dataDir);
      expect(report.previous).toMatch(/pglite\.before-restore-/);
      expect(
        readdirSync(dataDir)
          .filter((n) => n.startsWith('pglite'))
          .sort(),
      ).toHaveLength(2);
    });
  },
);
