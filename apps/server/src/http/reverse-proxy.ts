/**
 * Whom Fastify believes about X-Forwarded-For / X-Forwarded-Proto (ADR 025). With TRUST_PROXY
 * the one reverse proxy in front (Caddy) is the peer that connected: the client address is the
 * one it appended to X-Forwarded-For and the scheme the one it sent. Entries further left were
 * written by the client and are never believed, so nobody dodges the sign-in limits by sending
 * their own X-Forwarded-For through the proxy. Fastify's `trustProxy: true` would take the
 * leftmost entry, which the client chooses.
 */
export const trustedProxy = (trustProxy: boolean | undefined) =>
  trustProxy ? (_address: string, hop: number) => hop === 0 : false;
