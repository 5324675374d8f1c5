// Moved to lib/ so every feature that writes money or room state shares one key maker.
export { createSubmissionKeys, newIdempotencyKey } from '../../../lib/idempotency-key.ts';
