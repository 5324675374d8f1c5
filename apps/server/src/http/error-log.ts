/**
 * Fields of database errors that carry the values of a statement: its parameters (PGlite's
 * `params`, Drizzle's `params`) and the row PostgreSQL quotes when a constraint fails
 * (`detail`: "Failing row contains (..., Daw Aye, 09...)"). Guests' names, phones and ID
 * numbers never reach the log; the statement (with $1 placeholders), code, table and column do.
 */
const valueFields = ['params', 'parameters', 'detail', 'queryOptions'];

/** Drizzle puts the parameters in its message too: "Failed query: ...\nparams: 1,Daw Aye". */
const withoutParams = (text: string): string =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: (not logged)');

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value);

/** A copy of an error and its causes without the values of the statement that failed. */
const scrubbed = (error: Error, depth = 0): Error => {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error);
  for (const field of valueFields) delete (copy as unknown as Record<string, unknown>)[field];
  copy.message = withoutParams(String(error.message));
  if (error.stack) copy.stack = withoutParams(error.stack);
  if (isErrorLike(error.cause) && depth < 5) copy.cause = scrubbed(error.cause, depth + 1);
  return copy;
};

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The log's `err` serializer, shaped like pino's standard one (type, message and stack with
 * their causes, the error's own fields), after the statement's values are gone.
 */
export const serializeError = (error: Error): SerializedError => {
  if (!isErrorLike(error)) return error as unknown as SerializedError;
  const clean = scrubbed(error);
  const chain: Error[] = [];
  for (let e: unknown = clean; isErrorLike(e) && chain.length < 6; e = e.cause) chain.push(e);
  const fields: SerializedError = {
    type: clean.constructor?.name ?? clean.name,
    message: chain.map((e) => e.message).join(': '),
    stack: chain.map((e) => e.stack ?? '').join('\ncaused by: '),
  };
  for (const [key, value] of Object.entries(clean)) {
    if (fields[key] === undefined && key !== 'cause' && !isErrorLike(value)) fields[key] = value;
  }
  return fields;
};
