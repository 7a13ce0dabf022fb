import { types, type ParserOptions, type PGlite } from '@electric-sql/pglite';

/**
 * The types whose raw text drizzle's PGlite driver asks for on every query (timestamp,
 * timestamptz, interval, date, and the arrays of those and of numeric: see client.ts), each array
 * type with its element type.
 */
const DRIZZLE_RAW_TYPES = new Map<number, number | null>([
  [types.DATE, null],
  [types.TIMESTAMP, null],
  [types.TIMESTAMPTZ, null],
  [types.INTERVAL, null],
  [1182, types.DATE],
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1231, types.NUMERIC],
]);
const DRIZZLE_KEY = [...DRIZZLE_RAW_TYPES.keys()].sort((a, b) => a - b).join(',');

const identity = (value: string) => value;

/**
 * What PGlite parses a query's values with: its own parsers, overridden by the query's. PGlite
 * merges the two maps (`{ ...pg.parsers, ...options.parsers }`, a few hundred entries) on every
 * query that brings parsers, and drizzle brings them on every query: a tenth of the worker's CPU
 * on a job detail in `npm run bench` (docs/decisions/1804). So drizzle's identity parsers are
 * installed on the instance once, and its queries bring none.
 *
 * A query asking for another set (none does today) gets exactly what it got before: its raw types
 * as text, and PGlite's own parsers for the installed types it did not ask for — arrays parsed
 * with PGlite's parser of their element type, as PGlite's array parsers did.
 */
export function rawTypeParsers(pg: PGlite) {
  const original = new Map([...DRIZZLE_RAW_TYPES.keys()].map((oid) => [oid, pg.parsers[oid]]));
  /** What PGlite parsed a type with before the install (its module's parser when the instance had none; text when neither). */
  const before = (oid: number) => (original.has(oid) ? original.get(oid) : pg.parsers[oid]) ?? types.parsers[oid] ?? identity;
  const install = () => {
    for (const oid of DRIZZLE_RAW_TYPES.keys()) pg.parsers[oid] = identity;
  };
  install();
  const others = new Map<string, ParserOptions>();
  return {
    /** The parsers to pass with a query that wants `oids` as raw text (undefined: PGlite's own, as installed). */
    forQuery(oids: number[]): ParserOptions | undefined {
      const key = oids.join(',');
      if (key === DRIZZLE_KEY) {
        // PGlite's refreshArrayTypes() would put its array parsers back.
        if (pg.parsers[1115] !== identity) install();
        return undefined;
      }
      let parsers = others.get(key);
      if (!parsers) {
        const raw = new Set(oids);
        parsers = Object.fromEntries(oids.map((oid) => [oid, identity]));
        for (const [oid, element] of DRIZZLE_RAW_TYPES) {
          if (raw.has(oid)) continue;
          parsers[oid] = element === null ? before(oid) : (value: string) => types.arrayParser(value, before(element), oid);
        }
        others.set(key, parsers);
      }
      return parsers;
    },
  };
}
