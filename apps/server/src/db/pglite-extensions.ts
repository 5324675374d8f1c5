import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (btree_gist in 0000, pg_trgm for the guest
 * search in 0013, ADR 042): PGlite loads them when opened; PostgreSQL ships them in contrib.
 */
export const pgliteExtensions = { btree_gist, pg_trgm };
