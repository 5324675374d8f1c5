import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups, restoreBackup } from './backup.ts';
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
  const database = await openDatabase({ kind: 'pglite', dataDir, backupKeep: 2 });
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

// The embedded database only: the PostgreSQL project skips it (pg_dump is the README's way there).
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('embedded backups', () => {
  it('a backup restored into a fresh data dir has every row', async () => {
    const source = await busyDatabase(folder());
    const file = await source.backup!();
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

  it('keeps the newest backups only, and never leaves a partial one behind', async () => {
    const dataDir = folder();
    const database = await busyDatabase(dataDir);
    const backupDir = join(dataDir, 'backups');
    const written = [];
    for (let i = 0; i < 3; i += 1) {
      written.push(await database.backup!());
      await new Promise((r) => setTimeout(r, 5));
      // A crash mid-backup leaves only a temporary name, never a newest backup that is broken.
      writeFileSync(join(backupDir, '.partial-crashed'), 'half a tarball');
    }
    await database.backup!();
    await database.close();
    const left = await listBackups(backupDir);
    expect(left).toHaveLength(2);
    expect(left).not.toContain(written[0]);
    expect(readdirSync(backupDir).filter((n) => n.startsWith('.partial-'))).toEqual([]);
  });

  it('refuses to restore while a server holds the data dir, and changes nothing', async () => {
    const dataDir = folder();
    const database = await busyDatabase(dataDir);
    const file = await database.backup!();
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
    const file = await database.backup!();
    await database.close();
    const report = await restoreBackup(file, dataDir);
    expect(report.previous).toMatch(/pglite\.before-restore-/);
    expect(
      readdirSync(dataDir)
        .filter((n) => n.startsWith('pglite'))
        .sort(),
    ).toHaveLength(2);
  });
});
