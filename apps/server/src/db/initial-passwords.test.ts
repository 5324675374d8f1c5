import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { showGeneratedPasswords } from './initial-passwords.ts';

const generated = {
  aureo: { reception: 'Rcp-generated-1', admin: 'Adm-generated-2' },
  swe: { reception: 'Rcp-generated-3', admin: 'Adm-generated-4' },
};
let dir: string;
let out: string;
const stdout = { write: (text: string) => (out += text) };
const fresh = () => {
  dir = mkdtempSync(join(tmpdir(), 'frontdesk-passwords-'));
  out = '';
};
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('generated demo passwords', () => {
  it('without a terminal: written to a file only the owner reads, only its path on stdout', () => {
    fresh();
    const dataDir = join(dir, 'data');
    showGeneratedPasswords(generated, {
      dataDir,
      tty: join(dir, 'no-terminal', 'tty'),
      out: stdout,
    });
    const file = join(dataDir, 'initial-passwords.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('aureo reception password: Rcp-generated-1');
    expect(text).toContain('aureo admin password:     Adm-generated-2');
    expect(text).toContain('swe reception password: Rcp-generated-3');
    expect(text).toContain('swe admin password:     Adm-generated-4');
    expect(out).toContain(file);
    expect(out).not.toContain('Rcp-generated-1');
    expect(out).not.toContain('Adm-generated-2');
    expect(out).not.toContain('Rcp-generated-3');
  });

  it('makes an older file owner-only again', () => {
    fresh();
    writeFileSync(join(dir, 'initial-passwords.txt'), 'old', { mode: 0o644 });
    showGeneratedPasswords(generated, { dataDir: dir, tty: join(dir, 'none', 'tty'), out: stdout });
    expect(statSync(join(dir, 'initial-passwords.txt')).mode & 0o777).toBe(0o600);
  });

  it('with a terminal: shown there, no file and nothing on stdout', () => {
    fresh();
    const terminal = join(dir, 'terminal');
    writeFileSync(terminal, '');
    showGeneratedPasswords(generated, { dataDir: dir, tty: terminal, out: stdout });
    expect(readFileSync(terminal, 'utf8')).toContain('aureo reception password: Rcp-generated-1');
    expect(existsSync(join(dir, 'initial-passwords.txt'))).toBe(false);
    expect(out).toBe('');
  });

  it('shows nothing when every password was given', () => {
    fresh();
    showGeneratedPasswords({}, { dataDir: dir, tty: join(dir, 'none', 'tty'), out: stdout });
    expect(existsSync(join(dir, 'initial-passwords.txt'))).toBe(false);
    expect(out).toBe('');
  });
});
