import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { webBuildState, webSourceHash, writeWebBuildStamp } from '../src/deploy/web-build-stamp.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};

/** A checkout as `npm start` finds it: sources, lockfile, and a build in apps/web/dist. */
const checkout = () => {
  root = mkdtempSync(join(tmpdir(), 'frontdesk-stamp-'));
  write('apps/web/src/main.tsx', 'render(<App />);');
  write('apps/web/vite.config.ts', 'export default {};');
  write('packages/domain/src/money.ts', 'export const kyat = 1;');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('apps/web/dist/index.html', '<html></html>');
};

/** What `npm start` does after a build: stamp dist with the sources' hash. */
const build = () => writeWebBuildStamp(root, webSourceHash(root));

describe('the web build stamp', () => {
  it('is stale before the first build and up to date after it', () => {
    checkout();
    expect(webBuildState(root)).toBe('stale');
    build();
    expect(webBuildState(root)).toBe('up to date');
  });

  it.each([
    ['a web source', 'apps/web/src/main.tsx', 'render(<App lang="my" />);'],
    ['a domain source', 'packages/domain/src/money.ts', 'export const kyat = 2;'],
    ['the lockfile', 'package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ['the vite config', 'apps/web/vite.config.ts', 'export default { base: "/" };'],
    ['a new web file', 'apps/web/src/receipt.tsx', 'export {};'],
  ])("is stale after %s's content changes", (_what, path, content) => {
    checkout();
    build();
    write(path, content);
    expect(webBuildState(root)).toBe('stale');
  });

  it('stays up to date when files are only touched, or the build output and packages change', () => {
    checkout();
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'apps/web/src/main.tsx'), later, later);
    write('apps/web/dist/assets/index-abc.js', 'console.log(1)');
    write('apps/web/node_modules/.vite/deps.json', '{}');
    expect(webBuildState(root)).toBe('up to date');
  });

  it('is stale when dist was emptied, or rebuilt another way from other sources', () => {
    checkout();
    build();
    rmSync(join(root, 'apps/web/dist'), { recursive: true });
    expect(webBuildState(root)).toBe('stale');
    write('apps/web/dist/index.html', '<script src="/assets/index-other.js"></script>');
    expect(webBuildState(root)).toBe('stale');
  });

  it('is stale when the stamp is unreadable', () => {
    checkout();
    build();
    write('apps/web/.dist-stamp.json', '{"sources":');
    expect(webBuildState(root)).toBe('stale');
  });

  it('is what the command line check prints, building nothing', () => {
    checkout();
    const cli = fileURLToPath(new URL('../src/deploy/web-build-cli.ts', import.meta.url));
    const check = () =>
      execFileSync(process.execPath, ['--import', 'tsx', cli, 'check', root], {
        encoding: 'utf8',
      }).trim();
    expect(check()).toBe('web app: stale');
    build();
    expect(check()).toBe('web app: up to date');
    write('apps/web/src/main.tsx', 'render(<App />); // changed');
    expect(check()).toBe('web app: stale');
  });

  it("builds quietly on npm start: one line a step, and the build's output only when it fails", () => {
    checkout();
    const cli = fileURLToPath(new URL('../src/deploy/web-build-cli.ts', import.meta.url));
    // A workspace whose web build prints 300 lines of asset sizes, or fails.
    const webBuild = (script: string) => {
      write('package.json', JSON.stringify({ name: 'fd', private: true, workspaces: ['apps/*'] }));
      write(
        'apps/web/package.json',
        JSON.stringify({ name: '@frontdesk/web', private: true, scripts: { build: script } }),
      );
    };
    const start = () =>
      spawnSync(process.execPath, ['--import', 'tsx', cli, 'if-stale', root], {
        encoding: 'utf8',
      });
    webBuild(
      "node -e \"for (let i = 0; i < 300; i++) console.log('dist/assets/chunk-' + i + '.js 1 kB')\"",
    );
    const built = start();
    expect(built.status).toBe(0);
    const lines = built.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'Web app: sources changed since the last build (or never built); building...',
    );
    expect(lines[1]).toMatch(/^Web app: built in \d+ s\.$/);
    expect(webBuildState(root)).toBe('up to date');

    write('apps/web/src/main.tsx', 'render(<App />); // changed');
    webBuild('node -e "console.error(\'src/main.tsx: Unexpected token\'); process.exit(1)"');
    const failed = start();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('src/main.tsx: Unexpected token');
    expect(failed.stderr).toContain('Web app: the build failed (its output is above).');
  });
});
