/**
 * Thrown inside an operation's transaction when the request is a repeat of a record already
 * carrying its receipt number (ADR 031): the transaction rolls back (nothing written, no number
 * spent) and the caller answers the first record instead.
 */
export class AlreadyRecorded<T> extends Error {
  constructor(readonly first: T) {
    super('already recorded');
  }
}

/** The operation's answer, or the first record's when the request repeated it. */
export const orFirstRecord = async <T>(
  operation: Promise<{ answer: T; replayed: boolean }>,
): Promise<{ answer: T; replayed: boolean }> => {
  try {
    return await operation;
  } catch (error) {
    if (error instanceof AlreadyRecorded) return { answer: error.first as T, replayed: true };
    throw error;
  }
};
