import { createHash } from 'node:crypto';
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backupName,
  copyBackup,
  listBackups,
  readManifest,
  storeBackup,
  type BackupSettings,
} from './backup-files.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'frontdesk-backup-files-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tiers = { hourly: 2, daily: 2, weekly: 0, beforeMigration: 1 };

/** Stores a backup whose content is its own name, taken at `iso`. */
const store = (settings: BackupSettings, iso: string, beforeMigration = false) => {
  const name = backupName(new Date(iso), 'tar.gz', beforeMigration);
  return storeBackup(settings, name, async (temporary) => writeFileSync(temporary, name), {
    hotels: 2,
  });
};

describe('backup files', () => {
  it('are owner-only, in an owner-only folder, with their sha256 and rows beside them', async () => {
    const dir = join(folder(), 'backups');
    const report = await store({ dir, tiers }, '2026-11-23T10:30:00Z');
    expect(basename(report.file)).toBe('frontdesk-20261123T103000000Z.tar.gz');
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(report.file)).toBe(0o600);
    expect(modeOf(`${report.file}.json`)).toBe(0o600);
    expect(report.sha256).toBe(sha256('frontdesk-20261123T103000000Z.tar.gz'));
    expect(await readManifest(report.file)).toEqual({
      sha256: report.sha256,
      rows: { hotels: 2 },
    });
  });

  it('keep the tiers, drop the rest with their manifests, and leave no partial file', async () => {
    const dir = folder();
    const settings = { dir, tiers };
    // A backup from before 0600 was the rule, and what a crash mid-backup leaves.
    const old = join(dir, 'frontdesk-20261120T120000000Z.tar.gz');
    writeFileSync(old, 'old');
    chmodSync(old, 0o644);
    writeFileSync(join(dir, '.partial-crashed'), 'half a tarball');
    await store(settings, '2026-11-22T08:00:00Z', true);
    await store(settings, '2026-11-21T08:00:00Z', true);
    for (const iso of ['2026-11-22T09:00:00Z', '2026-11-23T09:00:00Z', '2026-11-23T09:30:00Z']) {
      await store(settings, iso);
    }
    await store(settings, '2026-11-23T10:30:00Z');
    expect((await listBackups(dir)).map((f) => basename(f))).toEqual([
      'frontdesk-20261122T080000000Z-before-migration.tar.gz',
      'frontdesk-20261122T090000000Z.tar.gz',
      'frontdesk-20261123T093000000Z.tar.gz',
      'frontdesk-20261123T103000000Z.tar.gz',
    ]);
    expect(readdirSync(dir).sort()).toEqual(
      (await listBackups(dir)).flatMap((f) => [basename(f), `${basename(f)}.json`]).sort(),
    );
    for (const file of await listBackups(dir)) expect(modeOf(file)).toBe(0o600);
  });

  it('make a second copy checked by sha256, with the same tiers there', async () => {
    const dir = folder();
    const copyDir = folder();
    const settings = { dir, copyDir, tiers: { ...tiers, hourly: 1, daily: 0 } };
    await store(settings, '2026-11-23T09:00:00Z');
    const report = await store(settings, '2026-11-23T10:30:00Z');
    expect(report.copy).toEqual({ file: join(copyDir, basename(report.file)) });
    const copied = readFileSync(join(copyDir, basename(report.file)), 'utf8');
    expect(sha256(copied)).toBe(report.sha256);
    expect(modeOf(join(copyDir, basename(report.file)))).toBe(0o600);
    expect((await readManifest(join(copyDir, basename(report.file))))?.sha256).toBe(report.sha256);
    expect(readdirSync(copyDir).sort()).toEqual([
      basename(report.file),
      `${basename(report.file)}.json`,
    ]);
  });

  it('report a copy folder that is not there (disk not mounted) without failing the backup', async () => {
    const dir = folder();
    const copyDir = join(folder(), 'usb-disk-not-mounted');
    const report = await store({ dir, copyDir, tiers }, '2026-11-23T10:30:00Z');
    expect(report.copy).toMatchObject({
      error: expect.stringContaining(`Backup copy to ${copyDir} failed`),
    });
    expect(await listBackups(dir)).toEqual([report.file]);
    expect(() => statSync(copyDir)).toThrow();
  });

  it("report a copy whose sha256 is not the backup's, and keep no such copy", async () => {
    const dir = folder();
    const copyDir = folder();
    const report = await store({ dir, tiers }, '2026-11-23T10:30:00Z');
    // The copy is read back from the copy folder and compared with the sha256 recorded when
    // the backup was written: a file that changed on the way (bad disk, bad cable) differs.
    const copy = await copyBackup(
      report.file,
      { sha256: sha256('something else') },
      copyDir,
      tiers,
    );
    expect(copy).toMatchObject({ error: expect.stringContaining("the copy's sha256") });
    expect(readdirSync(copyDir)).toEqual([]);
  });
});
