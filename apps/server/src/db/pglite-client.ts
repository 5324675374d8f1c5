import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type Query = PGlite['query'];

/**
 * The PGlite client as Drizzle sees it. Drizzle sends its own result parsers with every query
 * (timestamps, dates, intervals and their arrays as text: it converts them itself), and PGlite
 * merges them into a copy of its ~320 default parsers, per query: 60-90 us, as long as a small
 * query itself takes (ADR 021). Drizzle's parsers are the same on every query, so they become
 * the client's defaults at the first one and are no longer sent. Drizzle calls only `query`
 * and `transaction` (whose `tx.query` gets the same treatment). Raw queries on the client get
 * Drizzle's parsers from then on too: the server's own (backup counts, CHECKPOINT) read no
 * timestamps.
 */
export const pgliteForDrizzle = (client: PGlite): PGlite => {
  let installed = false;
  const withDefaultParsers =
    (target: Pick<Transaction, 'query'>): Query =>
    (text, params, options?: QueryOptions) => {
      if (!options?.parsers) return target.query(text, params, options);
      const { parsers, ...rest } = options;
      if (!installed) {
        Object.assign(client.parsers, parsers);
        installed = true;
      }
      return target.query(text, params, rest);
    };
  const adapter: Pick<PGlite, 'query' | 'transaction'> = {
    query: withDefaultParsers(client),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback(
          Object.assign(Object.create(tx) as Transaction, { query: withDefaultParsers(tx) }),
        ),
      ),
  };
  return adapter as PGlite;
};
