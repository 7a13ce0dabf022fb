import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database, Db } from '../src/db/database.ts';
import type { Clock } from '../src/lib/clock.ts';
import type { Email } from '../src/lib/mailer.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { createTestDatabase } from './test-database.ts';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  deps: AppDeps;
  /** Every e-mail sent during the file, in order (also written to the real outbox table). */
  sentEmails: Email[];
};

/** Low scrypt cost for speed; production uses 17 (checked in password-hash.test.ts). */
export const TEST_SCRYPT_LOG_N = 10;

/**
 * Rate limits stay on in every test, scaled up so that suites firing thousands of requests from
 * one address (hostile input, ownership matrix) are not stopped by them; the tests of the limits
 * themselves ask for `rateLimitFactor: 1`, the production value.
 */
export const TEST_RATE_LIMIT_FACTOR = 1000;

export const NO_SHEDDING: Config['shed'] = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, sampleIntervalMs: 1000 };

/**
 * Files the tests store (uploads, decision 1602) go to a temporary folder, never the checkout's
 * `data/`: one per test file (this module is loaded by each), made when the file first asks for a
 * config and gone when its tests end. A file whose tests are all skipped makes none.
 */
let testDataDir: string | undefined;
const testDataFolder = () => (testDataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-test-data-')));
afterAll(() => {
  if (testDataDir) fs.rmSync(testDataDir, { recursive: true, force: true });
});

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', ALERTS_INTERVAL_MS: '0' }),
    dataDir: testDataFolder(),
    scryptLogN: TEST_SCRYPT_LOG_N,
    webDist: undefined,
    rateLimitFactor: TEST_RATE_LIMIT_FACTOR,
    // No load shedding: PGlite on the test's own thread blocks the event loop for whole seconds on a
    // busy machine, which would shed the next request; the shedding's own test turns it on (0707).
    shed: NO_SHEDDING,
    ...overrides,
  };
}

/**
 * Builds the real app on a fresh database for the calling test file. Use at module level:
 * `const t = useTestApp();` then `t.app.inject(...)` inside tests. `options.clock` replaces the app's
 * "now" (decision 1606: scheduled content is tested by moving a clock, not by waiting).
 */
export function useTestApp(overrides: Partial<Config> = {}, options: { clock?: Clock } = {}): TestContext {
  const ctx = { sentEmails: [] as Email[] } as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.db = ctx.database.db;
    ctx.config = testConfig(overrides);
    const mailer = createMailer(ctx.db, { smtpUrl: undefined, from: ctx.config.mailFrom, log: silentLog, onDelivered: (email) => ctx.sentEmails.push(email) });
    ctx.app = await buildApp({ database: ctx.database, config: ctx.config, mailer, logger: false, clock: options.clock });
    await ctx.app.ready();
    ctx.deps = ctx.app.deps;
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

const noop = () => {};
export const silentLog = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, child: () => silentLog, level: 'silent', silent: noop } as never;

/** `app.inject` with a bearer token. */
export function asUser(app: FastifyInstance, token: string) {
  return (options: InjectOptions) => app.inject({ ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } });
}
