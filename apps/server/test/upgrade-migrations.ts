import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A copy of this version's migrations in `folder`, to pass as the test-only `migrationsFolder`
 * of openDatabase; `upgrade` then adds one more, standing for the next version's.
 */
export const migrationsCopy = (folder: string) => {
  const dir = join(folder, 'migrations');
  cpSync(fileURLToPath(new URL('../src/db/migrations', import.meta.url)), dir, {
    recursive: true,
  });
  return {
    dir,
    /** Adds a migration newer than every other, as drizzle would find after an upgrade. */
    upgrade: (sql: string) => {
      const journalPath = join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
        entries: { idx: number; version: string; when: number; tag: string }[];
      };
      const last = journal.entries.at(-1)!;
      const tag = `${String(last.idx + 1).padStart(4, '0')}_upgrade`;
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
      writeFileSync(journalPath, JSON.stringify(journal));
      writeFileSync(join(dir, `${tag}.sql`), sql);
    },
  };
};
