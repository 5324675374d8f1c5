import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Everything the web build reads: the web app (sources, index.html, vite config, its scripts),
 * the shared domain package, the lockfile (dependency versions) and the base tsconfig. A file
 * outside these that changed the bundle would be missed, so the list errs on the wide side:
 * tests and READMEs in these folders cost at most an unneeded build.
 */
export const webBuildInputs = [
  'apps/web',
  'packages/domain',
  'package-lock.json',
  'package.json',
  'tsconfig.base.json',
];

/** Output and installed packages, never inputs (node_modules is covered by the lockfile). */
const notInputs = new Set(['node_modules', 'dist', 'coverage']);

/**
 * Kept inside dist so that any build that empties dist (vite does) also removes the stamp: a
 * build started some other way (`npm run build -w @frontdesk/web`) never leaves a stamp that
 * vouches for a different build.
 */
export const stampPath = (root: string) => join(root, 'apps/web/dist/.build-stamp');

const filesUnder = (path: string): string[] => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !notInputs.has(name))
    .flatMap((name) => filesUnder(join(path, name)));
};

/**
 * A hash of the inputs' contents and relative paths (not their times: a checkout or copy that
 * touches every file without changing one must not cost a build).
 */
export const webSourceHash = (root: string): string => {
  const hash = createHash('sha256');
  const files = webBuildInputs.flatMap((input) => filesUnder(join(root, input)));
  for (const file of files.map((f) => relative(root, f).split(sep).join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

export type WebBuildState = 'up to date' | 'stale';

/** Whether the built web app in apps/web/dist was built from the sources as they are now. */
export const webBuildState = (root: string, hash = webSourceHash(root)): WebBuildState => {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) return 'stale';
  const stamp = stampPath(root);
  if (!existsSync(stamp)) return 'stale';
  return readFileSync(stamp, 'utf8').trim() === hash ? 'up to date' : 'stale';
};

/** Records that dist was built from sources with this hash (taken before the build began). */
export const writeWebBuildStamp = (root: string, hash: string) => {
  writeFileSync(stampPath(root), `${hash}\n`);
};
