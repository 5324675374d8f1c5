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

/**
 * Kept beside dist, not in it (the server serves dist, dotfiles included). It names the build
 * it vouches for by its index.html, which names every hashed bundle: a build made some other
 * way (`npm run build -w @frontdesk/web`) from other sources does not match it.
 */
export const stampPath = (root: string) => join(root, 'apps/web/.dist-stamp.json');
const indexHtml = (root: string) => join(root, 'apps/web/dist/index.html');

/** Output, installed packages and the stamp itself: never inputs. */
const notInputs = new Set(['node_modules', 'dist', 'coverage', '.dist-stamp.json']);

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

interface Stamp {
  sources: string;
  indexHtml: string;
}

const fileHash = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Whether the built web app in apps/web/dist was built from the sources as they are now. */
export const webBuildState = (root: string, hash = webSourceHash(root)): WebBuildState => {
  if (!existsSync(indexHtml(root)) || !existsSync(stampPath(root))) return 'stale';
  try {
    const stamp = JSON.parse(readFileSync(stampPath(root), 'utf8')) as Partial<Stamp>;
    return stamp.sources === hash && stamp.indexHtml === fileHash(indexHtml(root))
      ? 'up to date'
      : 'stale';
  } catch {
    return 'stale';
  }
};

/** Records that dist was built from sources with this hash (taken before the build began). */
export const writeWebBuildStamp = (root: string, hash: string) => {
  const stamp: Stamp = { sources: hash, indexHtml: fileHash(indexHtml(root)) };
  writeFileSync(
    stampPath(root),
    `${JSON.stringify(stamp)}
`,
  );
};
