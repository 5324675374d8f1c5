import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AppVersion } from './health.service.ts';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/** The server package's version: cheap, always there. */
export const packageVersion = (): string =>
  (JSON.parse(readFileSync(`${serverDir}package.json`, 'utf8')) as { version: string }).version;

/**
 * The version and, in a git checkout, the commit it runs (read once at start, a few ms; a
 * copy without git or without the git binary simply has no commit).
 */
export const appVersion = (): AppVersion => {
  const version = packageVersion();
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: serverDir,
      encoding: 'utf8',
      timeout: 2000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{4,40}$/.test(commit) ? { version, commit } : { version };
  } catch {
    return { version };
  }
};
