import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

/**
 * What holds the data dir: `server` (main.ts, once it answers SIGUSR2 with a backup),
 * `starting` (main.ts before that: SIGUSR2 would end it), `backup`, `restore`, or `open` (any
 * other process that opened the database, e.g. a test).
 */
export type LockRole = 'server' | 'starting' | 'backup' | 'restore' | 'open';

interface LockRecord {
  pid: number;
  /** When the process started (boot id and start tick on Linux): tells a reused pid apart. */
  start?: string;
  role?: LockRole;
}

export interface LockHolder {
  pid: number;
  /** Unknown for a lock written before roles were recorded. */
  role?: LockRole;
  /** The holder's command line, where the system shows it. */
  command?: string;
}

const lockPathOf = (dataDir: string) => join(dataDir, 'frontdesk.lock');

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};
const ps = (pid: number, field: string) => {
  try {
    const out = execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], { encoding: 'utf8' });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
};

/**
 * When a process started, as the system tells it: after a power cut the pid in a lock file
 * may belong to another program, whose start differs from the one recorded.
 */
export const processStart = (pid: number): string | undefined => {
  const stat = read(`/proc/${pid}/stat`);
  if (stat !== undefined) {
    // Fields after the command name (which may hold spaces): the 20th of them is starttime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return `${read('/proc/sys/kernel/random/boot_id')?.trim() ?? ''}:${fields[19]}`;
  }
  return ps(pid, 'lstart');
};

const commandOf = (pid: number): string | undefined => {
  const cmdline = read(`/proc/${pid}/cmdline`);
  return cmdline !== undefined ? cmdline.split('\0').join(' ').trim() : ps(pid, 'args');
};

const parse = (text: string): LockRecord | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'number') return { pid: value }; // written before roles were recorded
    if (value && typeof value === 'object' && 'pid' in value) return value as LockRecord;
  } catch {
    // unreadable: a stale lock
  }
  return undefined;
};

/**
 * The live process that holds a data dir's lock, or undefined when the lock is free or stale:
 * its process is gone, or its pid now belongs to another program (a different start time; for
 * a lock of an older version, a program that is not node).
 */
export const lockHolder = (dataDir: string): LockHolder | undefined => {
  const text = read(lockPathOf(dataDir));
  const record = text === undefined ? undefined : parse(text.trim());
  if (!record || !Number.isInteger(record.pid) || record.pid <= 0 || !isAlive(record.pid)) {
    return undefined;
  }
  const command = commandOf(record.pid);
  if (record.start !== undefined) {
    const start = processStart(record.pid);
    if (start !== undefined && start !== record.start) return undefined;
  } else if (command !== undefined && !/node/.test(command)) {
    return undefined;
  }
  return {
    pid: record.pid,
    ...(record.role ? { role: record.role } : {}),
    ...(command ? { command } : {}),
  };
};

const recordOf = (role: LockRole): string => {
  const start = processStart(process.pid);
  return JSON.stringify({ pid: process.pid, ...(start ? { start } : {}), role });
};

/**
 * The embedded database is one process's store: two processes on one data dir corrupt it
 * silently, so the second one is refused with a clear error. A stale lock is taken over.
 * Answers `release`, and `become` to change the role this process is known by.
 */
export const lockDataDir = (
  dataDir: string,
  role: LockRole = 'open',
): { release: () => void; become: (role: LockRole) => void } => {
  // PGlite writes its files world-readable (0666): the folder keeps everyone else out. A folder
  // this user does not own (a mounted volume) cannot be changed: it stays as its owner set it.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dataDir, 0o700);
  } catch {
    // not ours to change
  }
  const lockPath = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, recordOf(role));
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
        become: (next) => {
          if (released) return;
          const temporary = `${lockPath}.${process.pid}`;
          writeFileSync(temporary, recordOf(next), { mode: 0o600 });
          renameSync(temporary, lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder && holder.pid !== process.pid) {
        throw new DataDirInUseError(
          `The data directory ${dataDir} is in use by another server (pid ${holder.pid}). ` +
            'Stop that server first, or set DATA_DIR to another directory.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}.`);
};
