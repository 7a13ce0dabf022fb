import os from 'node:os';

/**
 * Test workers for every vitest project: two per core (decision 0711). An API test file waits on
 * its database, its spawned servers and its timers part of the time, and a second worker per core
 * fills it: API on PGlite 264 s → 162 s, on PostgreSQL 186 s → 91 s, web 32 s → 26 s on the 2-core
 * machine; six workers were no faster than four.
 *
 * Each project must say it: vitest 5 hands a project the root config's `maxWorkers` only when it
 * comes from the command line, and its default is one worker less than the cores — one worker on
 * two cores, which the suites had run with since the upgrade. All projects share one value (vitest
 * refuses projects with different `maxWorkers` in the same group).
 */
export const TEST_WORKERS = os.availableParallelism() * 2;
