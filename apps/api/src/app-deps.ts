import type { FastifyBaseLogger } from 'fastify';
import { createJobRunner, type JobRunner } from './background-jobs.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createFairWorkQueue, type FairWorkQueue } from './lib/fair-work-queue.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createAppMetrics, noMetrics, type AppMetrics } from './lib/metrics/app-metrics.ts';
import { createTokenBuckets, type TokenBuckets } from './lib/rate-limit/token-buckets.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import type { Storage } from './lib/storage/storage.ts';

/** What every module's routes receive: no globals, so tests build the same app on their own database. */
export type AppDeps = {
  db: Db;
  database: Database;
  config: Config;
  mailer: Mailer;
  /** Rate limits shared by every instance (docs/decisions/0705). */
  buckets: TokenBuckets;
  /** Password hashes and verifications run here, a few at a time, sources in turn (docs/decisions/0705). */
  passwordWork: FairWorkQueue;
  /** Searches that miss the caches run here, a few at a time, people in turn (docs/decisions/1808). */
  searchWork: FairWorkQueue;
  /** Background jobs: kicked on demand by requests, scheduled by the server. */
  jobs: JobRunner;
  /** Prometheus metrics; no-ops without METRICS_TOKEN (docs/decisions/0707). */
  metrics: AppMetrics;
  /** Uploaded files' bytes: DATA_DIR/files or the STORAGE_URL bucket (docs/decisions/1602). */
  storage: Storage;
  /** "Now" for date rules computed in queries (scheduled highlights, decision 1606); tests pass their own. */
  clock: Clock;
  /** Set by the server on SIGTERM: readiness (/api/health) then answers 503 (docs/decisions/0707). */
  lifecycle: { draining: boolean };
  /** The app's logger, for work outside a request (background jobs, the CLI). */
  log: FastifyBaseLogger;
};

/** The app's metrics: measured only when someone may read them (METRICS_TOKEN set). */
export function metricsFor(config: Config, database: Database): AppMetrics {
  return config.metricsToken ? createAppMetrics(database) : noMetrics;
}

/** Builds the dependencies once; the server, the CLI and the tests all go through here. */
export function createAppDeps(options: { database: Database; config: Config; log: FastifyBaseLogger; mailer?: Mailer; metrics?: AppMetrics; clock?: Clock }): AppDeps {
  const { database, config, log } = options;
  const metrics = options.metrics ?? metricsFor(config, database);
  const deps: AppDeps = {
    db: database.db,
    database,
    config,
    mailer: options.mailer ?? createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log, metrics }),
    buckets: createTokenBuckets(database.db, config.rateLimitFactor),
    passwordWork: createFairWorkQueue({ concurrency: config.passwordHashConcurrency, ...config.passwordQueue }),
    searchWork: createFairWorkQueue({ concurrency: config.searchConcurrency, ...config.searchQueue }),
    jobs: createJobRunner(() => deps, log),
    metrics,
    storage: createStorage(config.files, config.dataDir),
    clock: options.clock ?? systemClock,
    lifecycle: { draining: false },
    log,
  };
  return deps;
}
