import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { webBuildState, webSourceHash, writeWebBuildStamp } from './web-build-stamp.ts';

/**
 * `node --import tsx apps/server/src/deploy/web-build-cli.ts [build|if-stale|check]`
 *  - build: builds the web app and stamps it (npm run build, npm test);
 *  - if-stale: builds only when the sources changed since the stamped build (npm start), so a
 *    restart after a power cut does not wait for a build;
 *  - check [root]: prints "up to date" or "stale" and builds nothing.
 */
const [mode = 'if-stale', otherRoot] = process.argv.slice(2);
const root = otherRoot ?? fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Builds the web app and stamps it. `quiet` (npm start): the build's ~300 lines of asset sizes
 * are kept back and only shown when it fails; a newcomer sees one line per step.
 */
const build = (hash: string, quiet = false) => {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@frontdesk/web'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error('Web app: the build failed (its output is above).');
    process.exit(result.status ?? 1);
  }
  // The hash taken before the build: a file edited while it ran makes the next start build.
  writeWebBuildStamp(root, hash);
  if (quiet) console.log(`Web app: built in ${Math.round((Date.now() - started) / 1000)} s.`);
};

const hash = webSourceHash(root);
if (mode === 'check') {
  console.log(`web app: ${webBuildState(root, hash)}`);
} else if (mode === 'build') {
  build(hash);
} else if (mode === 'if-stale') {
  if (webBuildState(root, hash) === 'up to date') {
    console.log('Web app: up to date, not rebuilt.');
  } else {
    console.log('Web app: sources changed since the last build (or never built); building...');
    build(hash, true);
  }
} else {
  console.error(`Unknown mode ${mode}: use build, if-stale or check.`);
  process.exit(2);
}
