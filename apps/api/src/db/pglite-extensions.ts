import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The extensions every PGlite of the app loads, in process or in the worker thread. */
export const pgliteExtensions = { unaccent, pg_trgm };
