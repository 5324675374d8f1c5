import { createHash, randomBytes } from 'node:crypto';

/** Random bearer tokens; only their SHA-256 is stored, so a stolen table grants nothing. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
