import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Browsers that signed a user in before ("known devices", OWASP's device cookies): a signed,
 * HttpOnly cookie naming the hotel, the username and a random device id. A known desk's
 * attempts count against its own device only, so failures of strangers behind the same address
 * (the hotel's Wi-Fi) never lock it out. The key is kept in the database (ADR 027), so every
 * server process on it and every restart accept the same cookies.
 */
export const knownDeviceCookieName = (hotelKey: string) => `frontdesk_device_${hotelKey}`;
const maxAgeSeconds = 180 * 24 * 60 * 60;

export interface KnownDevice {
  id: string;
  username: string;
}

export const createKnownDevices = (key: Buffer) => {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    /** The cookie value for a browser that just signed `username` in at `hotelId`. */
    issue(hotelId: number, username: string): string {
      const payload = Buffer.from(
        JSON.stringify([hotelId, username.toLowerCase(), randomBytes(12).toString('base64url')]),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The device a cookie value names, when it is genuine and of this hotel. */
    read(hotelId: number, value: string | undefined): KnownDevice | undefined {
      if (!value) return undefined;
      const [payload, signature, ...rest] = value.split('.');
      if (!payload || !signature || rest.length > 0) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const [hotel, username, id] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as [
          number,
          string,
          string,
        ];
        return hotel === hotelId ? { id, username } : undefined;
      } catch {
        return undefined;
      }
    },
    /** The Set-Cookie header: only sent back to the sign-in calls, never readable by scripts. */
    setCookieHeader(hotelKey: string, value: string, secure: boolean): string {
      return (
        `${knownDeviceCookieName(hotelKey)}=${value}; Path=/api/${hotelKey}; Max-Age=${maxAgeSeconds}; ` +
        `HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
      );
    },
  };
};

/** The value of one cookie in a Cookie header. */
export const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
};
