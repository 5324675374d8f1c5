import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// npm's own range rules (semver is in the tree through npm tooling; a check needs nothing more).
const semver = createRequire(import.meta.url)('semver') as {
  minVersion: (range: string) => { version: string } | null;
  satisfies: (version: string, range: string) => boolean;
};

const readJson = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as {
    engines?: { node?: string };
    packages?: Record<string, { engines?: { node?: string } }>;
  };

describe('the Node version the README names', () => {
  it('is accepted by every installed package, so npm install warns of no engine', () => {
    const oldestNode = semver.minVersion(readJson('package.json').engines?.node ?? '')?.version;
    expect(oldestNode).toBe('20.19.0');
    const refusing = Object.entries(readJson('package-lock.json').packages ?? {})
      .filter(([, entry]) => entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(oldestNode ?? '', entry.engines?.node ?? ''))
      .map(([path, entry]) => `${path} wants node ${entry.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
