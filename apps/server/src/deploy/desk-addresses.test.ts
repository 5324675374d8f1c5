import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  deskAddresses,
  deskAddressLines,
  plainHttpWarning,
  trustProxyWarning,
} from './desk-addresses.ts';

const nic = (address: string, family: 'IPv4' | 'IPv6' = 'IPv4', internal = false) =>
  ({ address, family, internal }) as NetworkInterfaceInfo;

/** A front-desk PC: loopback, Wi-Fi, a wired port and IPv6 link-local addresses. */
const interfaces = {
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
  wlan0: [nic('192.168.1.23'), nic('fe80::1', 'IPv6')],
  eth0: [nic('10.0.0.5')],
};

const names = (addresses: { url: string; note?: string }[]) =>
  addresses.map((a) => (a.note ? `${a.url} (${a.note})` : a.url));

describe('the addresses the start message names', () => {
  it('lists PUBLIC_URL, then every LAN address with the port when listening everywhere', () => {
    const addresses = deskAddresses({
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'http://192.168.1.23:3000',
      interfaces,
    });
    expect(names(addresses)).toEqual([
      'http://192.168.1.23:3000 (PUBLIC_URL)',
      'http://10.0.0.5:3000',
      'http://localhost:3000 (this machine only)',
    ]);
    expect(deskAddressLines(addresses)).toEqual([
      '  http://192.168.1.23:3000   PUBLIC_URL',
      '  http://10.0.0.5:3000',
      '  http://localhost:3000      this machine only',
    ]);
  });

  it('lists every LAN address without a note: each gets live updates', () => {
    const addresses = deskAddresses({
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'https://desk.aureo.example',
      interfaces,
    });
    expect(names(addresses)).toEqual([
      'https://desk.aureo.example (PUBLIC_URL)',
      'http://192.168.1.23:3000',
      'http://10.0.0.5:3000',
      'http://localhost:3000 (this machine only)',
    ]);
  });

  it('names each address once when PUBLIC_URL is localhost', () => {
    const addresses = deskAddresses({
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      interfaces,
    });
    expect(names(addresses)).toEqual([
      'http://localhost:3000 (PUBLIC_URL, this machine only)',
      'http://192.168.1.23:3000',
      'http://10.0.0.5:3000',
    ]);
  });

  it('behind Caddy on loopback names only PUBLIC_URL and this machine', () => {
    const addresses = deskAddresses({
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'https://frontdesk.lan',
      interfaces,
    });
    expect(addresses.map((a) => a.url)).toEqual(['https://frontdesk.lan', 'http://localhost:3000']);
  });

  it('listening on one address names that address', () => {
    const addresses = deskAddresses({
      host: '10.0.0.5',
      port: 8080,
      publicUrl: 'https://frontdesk.lan',
      interfaces,
    });
    expect(addresses.map((a) => a.url)).toEqual(['https://frontdesk.lan', 'http://10.0.0.5:8080']);
  });
});

describe('the plain-HTTP warning at start', () => {
  it.each([
    ['http://192.168.1.23:3000', true],
    ['http://frontdesk.lan', true],
    ['https://frontdesk.lan', false],
    ['http://localhost:3000', false],
    ['http://127.0.0.1:3000', false],
    ['http://[::1]:3000', false],
  ])('for %s: %s', (publicUrl, warns) => {
    const warning = plainHttpWarning(publicUrl);
    if (warns) expect(warning).toMatch(/plain HTTP.*Caddy/s);
    else expect(warning).toBeUndefined();
  });
});

describe('the TRUST_PROXY warning at start', () => {
  it('warns when the port is reachable without the proxy', () => {
    expect(trustProxyWarning('0.0.0.0', true)).toMatch(/claim any address.*HOST=127\.0\.0\.1/s);
    expect(trustProxyWarning('127.0.0.1', true)).toBeUndefined();
    expect(trustProxyWarning('0.0.0.0', false)).toBeUndefined();
  });
});
