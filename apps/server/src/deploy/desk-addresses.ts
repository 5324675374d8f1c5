import type { NetworkInterfaceInfo } from 'node:os';

const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host);
const listensEverywhere = (host: string) => host === '0.0.0.0' || host === '::' || host === '';

export interface DeskAddress {
  url: string;
  note?: string;
}

/**
 * The addresses a desk can open, best first: PUBLIC_URL (the one reset links and the live
 * socket expect), then this machine's LAN addresses with the port when the server listens on
 * them, then localhost. Behind Caddy (HOST=127.0.0.1) only PUBLIC_URL is reachable from a desk.
 * Every one of them gets live updates: the socket takes the page's own host (ADR 024).
 */
export const deskAddresses = (options: {
  host: string;
  port: number;
  publicUrl: string;
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>;
}): DeskAddress[] => {
  const { host, port, publicUrl, interfaces } = options;
  const lan = Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address) => address.address);
  const listening = listensEverywhere(host) ? lan : isLoopbackHost(host) ? [] : [host];
  const addresses: DeskAddress[] = [
    {
      url: publicUrl,
      note: isLoopbackHost(new URL(publicUrl).hostname)
        ? 'PUBLIC_URL, this machine only'
        : 'PUBLIC_URL',
    },
    ...listening.map((address) => ({ url: `http://${address}:${port}` })),
  ];
  if (isLoopbackHost(host) || listensEverywhere(host)) {
    addresses.push({ url: `http://localhost:${port}`, note: 'this machine only' });
  }
  return addresses.filter(
    (address, index) => addresses.findIndex((a) => a.url === address.url) === index,
  );
};

/** The start message's list: one address a line, its note beside it. */
export const deskAddressLines = (addresses: readonly DeskAddress[]): string[] => {
  const width = Math.max(...addresses.map((a) => a.url.length));
  return addresses.map((a) => `  ${a.note ? `${a.url.padEnd(width)}   ${a.note}` : a.url}`);
};

/**
 * A warning when desks are sent to a plain-HTTP address another machine can reach: passwords
 * and tokens would cross the hotel's Wi-Fi in clear. Loopback (the default) stays quiet.
 */
export const plainHttpWarning = (publicUrl: string): string | undefined => {
  const url = new URL(publicUrl);
  if (url.protocol !== 'http:' || isLoopbackHost(url.hostname)) return undefined;
  return (
    `Warning: PUBLIC_URL ${publicUrl} is plain HTTP on the network: passwords and sign-in ` +
    'tokens cross the Wi-Fi unencrypted. Put Caddy in front and use an https:// PUBLIC_URL ' +
    '(docs/operations.md, "HTTPS with Caddy").'
  );
};

/**
 * TRUST_PROXY believes the peer that connects about the client's address and scheme: listening
 * beyond loopback, a desk reaching the port directly could claim any address (ADR 025).
 */
export const trustProxyWarning = (host: string, trustProxy: boolean): string | undefined =>
  trustProxy && !isLoopbackHost(host)
    ? `Warning: TRUST_PROXY is on while listening on ${host || 'every address'}: anyone who ` +
      'reaches the port without the proxy can claim any address. Set HOST=127.0.0.1.'
    : undefined;
