import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createEmptyPostgres } from '../../test/test-database.ts';
import { migrationsCopy } from '../../test/upgrade-migrations.ts';
import { defaultTiers, type BackupSettings } from './backup-files.ts';
import { openDatabase } from './client.ts';
import { hotels } from './schema.ts';
import { seedDemoData } from './seed.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'frontdesk-pg-backup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The dumps in a folder (none when nothing made it: no backup creates no folder). */
const dumpsIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.dump')) : [];
const modeOf = (path: string) => statSync(path).mode & 0o777;
/** An upgrade's migration that changes the data, so the dump shows which side of it it holds. */
const upgradeSql =
  'CREATE TABLE "upgrade_marker" ("id" integer);\n--> statement-breakpoint\n' +
  `UPDATE "hotels" SET "name" = 'renamed by the upgrade';`;

/** A PostgreSQL database with this version's migrations and the demo hotels in it. */
const existingDatabase = async () => {
  const empty = await createEmptyPostgres();
  const migrations = migrationsCopy(folder());
  const backupDir = join(folder(), 'backups');
  const copyDir = join(folder(), 'copy');
  mkdirSync(copyDir);
  const settings: BackupSettings = { dir: backupDir, copyDir, tiers: defaultTiers };
  const open = (pgDump = 'pg_dump') =>
    openDatabase({
      kind: 'postgres',
      url: empty.url,
      backup: settings,
      pgDump,
      migrationsFolder: migrations.dir,
    });
  const database = await open();
  // A new, empty database: nothing to keep, and no pg_dump run for it.
  expect(database.beforeMigration).toBeUndefined();
  expect(dumpsIn(backupDir)).toEqual([]);
  await seedDemoData(database.db, { reception: 'pass-1', admin: 'pass-2' });
  await database.close();
  return { ...empty, migrations, backupDir, copyDir, open };
};

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'PostgreSQL: a pg_dump before an upgrade migrates',
  { timeout: 120_000 },
  () => {
    it('dumps an existing database before its pending migration runs, and only then', async () => {
      const existing = await existingDatabase();
      try {
        const again = await existing.open();
        expect(again.beforeMigration).toBeUndefined(); // nothing to migrate: no dump
        await again.close();
        expect(dumpsIn(existing.backupDir)).toEqual([]);

        existing.migrations.upgrade(upgradeSql);
        const upgraded = await existing.open();
        const names = (await upgraded.db.select().from(hotels)).map((h) => h.name);
        await upgraded.close();
        expect(names).toEqual(['renamed by the upgrade', 'renamed by the upgrade']);

        const kept = upgraded.beforeMigration!;
        expect(basename(kept.file)).toMatch(/^frontdesk-\d{8}T\d{9}Z-before-migration\.dump$/);
        expect(dumpsIn(existing.backupDir)).toEqual([basename(kept.file)]);
        expect(modeOf(kept.file)).toBe(0o600);
        expect(kept.copy).toEqual({ file: join(existing.copyDir, basename(kept.file)) });
        expect(modeOf(join(existing.copyDir, basename(kept.file)))).toBe(0o600);
        // pg_restore reads it; it holds the tables and rows from before the upgrade.
        const contents = execFileSync('pg_restore', ['--list', kept.file], { encoding: 'utf8' });
        expect(contents).toContain('TABLE public hotels');
        expect(contents).not.toContain('upgrade_marker');
        const hotelRows = execFileSync(
          'pg_restore',
          ['--data-only', '--table=hotels', '--file=-', kept.file],
          { encoding: 'utf8' },
        );
        expect(hotelRows).toContain('aureo');
        expect(hotelRows).not.toContain('renamed by the upgrade');

        const after = await existing.open();
        expect(after.beforeMigration).toBeUndefined(); // migrated: no second dump
        await after.close();
        expect(dumpsIn(existing.backupDir)).toHaveLength(1);
      } finally {
        await existing.drop();
      }
    });

    it('a failing pg_dump stops the start unmigrated; a missing one is a warning', async () => {
      const existing = await existingDatabase();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        existing.migrations.upgrade(upgradeSql);
        await expect(existing.open('/bin/false')).rejects.toThrow(
          /backup before migrating PostgreSQL failed, so no migration ran.*\/bin\/false failed/,
        );
        expect(dumpsIn(existing.backupDir)).toEqual([]);
        expect(warn).not.toHaveBeenCalled();

        const started = await existing.open('/nonexistent/pg_dump');
        const names = (await started.db.select().from(hotels)).map((h) => h.name);
        await started.close();
        // Not migrated by the failed start; migrated by this one, without a dump.
        expect(names).toEqual(['renamed by the upgrade', 'renamed by the upgrade']);
        expect(started.beforeMigration).toBeUndefined();
        expect(dumpsIn(existing.backupDir)).toEqual([]);
        expect(warn).toHaveBeenCalledWith(
          expect.stringMatching(
            /no backup before migrating PostgreSQL: \/nonexistent\/pg_dump is not installed/,
          ),
        );
      } finally {
        warn.mockRestore();
        await existing.drop();
      }
    });
  },
);
