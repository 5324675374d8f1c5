import { chmodSync, closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedResult } from './seed.ts';

export const initialPasswordsFile = 'initial-passwords.txt';

interface ShowOptions {
  /** Where the file goes when there is no terminal (DATA_DIR). */
  dataDir: string;
  /** The controlling terminal; tests point it elsewhere. */
  tty?: string;
  /** Where the file's path is told (stdout). */
  out?: { write: (text: string) => unknown };
}

/**
 * Shows generated demo passwords once, where only the person starting the server sees them:
 * on the controlling terminal (`npm start` in a shell), else in a file only its owner can read,
 * whose path is told. Never on stdout or through the logger: under systemd or Docker those go
 * into a journal that outlives the password change (ADR 027).
 */
export const showGeneratedPasswords = (
  generated: SeedResult['generated'],
  { dataDir, tty = '/dev/tty', out = process.stdout }: ShowOptions,
): void => {
  // One line a user, each hotel's own passwords (`swe reception password: ...`).
  const lines = Object.entries(generated).flatMap(([hotel, passwords]) => [
    ...(passwords.reception ? [`  ${hotel} reception password: ${passwords.reception}`] : []),
    ...(passwords.admin ? [`  ${hotel} admin password:     ${passwords.admin}`] : []),
  ]);
  if (lines.length === 0) return;
  const text = [
    'Demo passwords, each hotel its own (shown once; set RECEPTION_PASSWORD / ADMIN_PASSWORD to choose them):',
    ...lines,
    '',
  ].join('\n');
  try {
    const fd = openSync(tty, 'w');
    try {
      writeSync(fd, `${text}\n`);
      return;
    } finally {
      closeSync(fd);
    }
  } catch {
    // No controlling terminal (a service, a container): the file instead.
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, initialPasswordsFile);
  writeFileSync(file, text, { mode: 0o600 });
  // An older file keeps its mode through writeFileSync.
  chmodSync(file, 0o600);
  out.write(
    `Demo passwords written to ${file} (readable only by you); delete it once they are noted.\n\n`,
  );
};
