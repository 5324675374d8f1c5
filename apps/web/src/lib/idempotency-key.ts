import { idempotencyKeyHeader } from '@frontdesk/domain';

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only in secure contexts (https, localhost);
 * a desk reaching the server over plain http on the hotel's network gets a v4 UUID made from
 * getRandomValues, which every context has.
 */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The request headers that carry a key, or none without one (API calls made outside a dialog).
 * `part` tells apart the several calls one submission makes (each its own operation).
 */
export const idempotencyHeaders = (
  key: string | undefined,
  part?: string | number,
): Record<string, string> =>
  key === undefined ? {} : { [idempotencyKeyHeader]: part === undefined ? key : `${key}-${part}` };

/** The dialog's per-opening Idempotency-Key (useOpeningKey); none outside one. */
export interface KeyedWrite {
  idempotencyKey?: string | undefined;
}
