/**
 * True for the database refusing a row by the unique index named, whichever driver reports it
 * (drizzle wraps the driver's error in `cause`).
 */
export const isUniqueViolation = (error: unknown, indexName: string): boolean => {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    const { code, constraint, message, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    const named =
      constraint === indexName || (typeof message === 'string' && message.includes(indexName));
    if (code === '23505' && named) return true;
    e = cause;
  }
  return false;
};
