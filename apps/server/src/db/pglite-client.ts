import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

type Query = PGlite['query'];

/** The adapted client: Drizzle's `query` and `transaction`, and statements kept prepared. */
export interface PgliteForDrizzle extends PGlite {
  /**
   * Keeps the statement of this exact text prepared under `name` from its first run: later runs
   * outside a transaction send `EXECUTE name('value', ...)` instead of the whole text (ADR 048).
   */
  keepPrepared(text: string, name: string): void;
}

/** A value as a literal of the EXECUTE (text, as PGlite binds it); undefined: not a scalar. */
const literalOf = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string')
    return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean') return `'${value}'`;
  return undefined;
};

/**
 * The PGlite client as Drizzle sees it. Drizzle sends its own result parsers with every query
 * (timestamps, dates, intervals and their arrays as text: it converts them itself), and PGlite
 * merges them into a copy of its ~320 default parsers, per query: 60-90 us, as long as a small
 * query itself takes (ADR 021). Drizzle's parsers are the same on every query, so they become
 * the client's defaults at the first one and are no longer sent. Drizzle calls only `query`
 * and `transaction` (whose `tx.query` gets the same treatment). Raw queries on the client get
 * Drizzle's parsers from then on too: the server's own (backup counts, CHECKPOINT) read no
 * timestamps.
 *
 * PGlite parses, analyses and plans every statement it is sent (it has no named statements):
 * for the dashboard's list reads that is more than half their cost (ADR 048). Those reads
 * (db/prepared.ts) are kept prepared with SQL's PREPARE, once per client, and run as EXECUTE
 * with their values as quoted literals, which PostgreSQL reads exactly as the text values a
 * bind would carry (standard_conforming_strings is on: a quote is the only character to
 * double), in one simple-protocol message, on the plan made once for any values (ADR 057). Values
 * that are not scalars, and every query in a transaction, go as before.
 */
export const pgliteForDrizzle = (client: PGlite): PgliteForDrizzle => {
  let installed = false;
  /** The options without Drizzle's parsers, which become the client's defaults at the first. */
  const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    const { parsers, ...rest } = options;
    if (!installed) {
      Object.assign(client.parsers, parsers);
      installed = true;
    }
    return rest;
  };
  const withDefaultParsers =
    (target: Pick<Transaction, 'query'>): Query =>
    (text, params, options?: QueryOptions) =>
      target.query(text, params, withoutParsers(options));
  const plain = withDefaultParsers(client);
  /** Statement text -> its name, and whether it is prepared (false: PREPARE refused it). */
  const kept = new Map<string, { name: string; ready?: Promise<boolean> }>();
  const prepare = async (text: string, name: string) => {
    try {
      const { rows } = await client.query<{ standard_conforming_strings: string }>(
        'show standard_conforming_strings',
      );
      if (rows[0]?.standard_conforming_strings !== 'on') return false;
      await client.query(`prepare ${name} as ${text}`);
      return true;
    } catch {
      return false;
    }
  };
  const query: Query = async (text, params, options) => {
    const statement = kept.get(text);
    const literals = statement && (params ?? []).map(literalOf);
    if (!statement || !literals || literals.some((l) => l === undefined)) {
      return plain(text, params, options);
    }
    statement.ready ??= prepare(text, statement.name);
    if (!(await statement.ready)) return plain(text, params, options);
    const values = literals.length > 0 ? `(${literals.join(', ')})` : '';
    // One simple-protocol message instead of parse, describe, bind, describe and execute: the
    // EXECUTE has no parameters of its own, and its result is read as the statement's would be.
    // The message's statements are one implicit transaction: SET LOCAL plans this statement once
    // for any values (as PostgreSQL does for them on a server: prepared.ts) and ends with it,
    // committed or failed, so no other query is planned that way.
    const [, result] = await client.exec(
      `set local plan_cache_mode = force_generic_plan; execute ${statement.name}${values}`,
      withoutParsers(options),
    );
    return result as Results<never>;
  };
  const adapter: Pick<PgliteForDrizzle, 'query' | 'transaction' | 'keepPrepared'> = {
    query,
    transaction: (callback) =>
      client.transaction((tx) =>
        callback(
          Object.assign(Object.create(tx) as Transaction, { query: withDefaultParsers(tx) }),
        ),
      ),
    keepPrepared: (text, name) => {
      if (/^[a-z_][a-z0-9_]*$/.test(name) && !kept.has(text)) kept.set(text, { name });
    },
  };
  return adapter as PgliteForDrizzle;
};

/** True for a client adapted by pgliteForDrizzle. */
export const keepsPrepared = (client: unknown): client is Pick<PgliteForDrizzle, 'keepPrepared'> =>
  typeof (client as { keepPrepared?: unknown } | null)?.keepPrepared === 'function';
