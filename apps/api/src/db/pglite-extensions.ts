import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The extensions every PGlite of the app loads, in process or in the worker thread (btree_gin: docs/decisions/1803). */
export const pgliteExtensions = { unaccent, pg_trgm, btree_gin };
