import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${repo}${path}`, 'utf8');

/** `Key=value` lines of a systemd unit or an environment file (comments skipped). */
const settings = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^[A-Za-z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);

describe('the deployment files a hotel installs', () => {
  it('the systemd unit restarts the server always, as its own user, with its environment', () => {
    const unit = Object.fromEntries(settings(read('deploy/frontdesk.service')));
    expect(unit).toMatchObject({
      Restart: 'always',
      User: 'frontdesk',
      EnvironmentFile: '/etc/frontdesk/frontdesk.env',
      WorkingDirectory: '/opt/frontdesk',
      WantedBy: 'multi-user.target',
    });
    // The scripts it runs exist (a rename would leave a hotel without its server after a reboot).
    for (const command of [unit.ExecStartPre, unit.ExecStart]) {
      const script = /--import tsx (\S+)/.exec(command ?? '')?.[1];
      expect(script && existsSync(`${repo}${script}`)).toBe(true);
    }
  });

  it('the example environment is valid and sends desks through the proxy', () => {
    const env = readEnv(Object.fromEntries(settings(read('deploy/frontdesk.env.example'))));
    expect(env).toMatchObject({ HOST: '127.0.0.1', TRUST_PROXY: true });
    expect(env.PUBLIC_URL).toMatch(/^https:\/\//);
    // Caddy forwards to the port the server listens on, under the name desks open.
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toContain(`reverse_proxy 127.0.0.1:${env.PORT}`);
    expect(caddyfile).toMatch(new RegExp(`^${new URL(env.PUBLIC_URL).hostname}[ ,]`, 'm'));
  });
});
