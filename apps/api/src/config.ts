import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import v8 from 'node:v8';
import { z } from 'zod';
import { parseStorageUrl } from './lib/storage/storage-url.ts';

/** Repository root: relative paths in the configuration (DATA_DIR) are resolved from here. */
// apps/api/src/config.ts and the built bundles in apps/api/dist/ sit at the same depth (0710).
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const urlWithProtocol = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `deve ser uma URL ${protocols.join(' ou ')}`,
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: urlWithProtocol(['http:', 'https:']).optional(),
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Rumo <nao-responda@rumo.app>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // docs/decisions/0703: bounds on slow or idle clients.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  CHAT_WIDGET_URL: urlWithProtocol(['https:']).optional(),
  ALERTS_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15 * 60 * 1000),
  // docs/decisions/1502: how often the job sources scheduler looks for a source due to sync.
  SOURCES_TICK_MS: z.coerce.number().int().min(0).default(60_000),
  // docs/decisions/1901: feeds on private or loopback addresses (test suites' fake feeds, mirrors on a private network).
  SOURCES_ALLOW_PRIVATE_ADDRESSES: z.enum(['0', '1'], 'deve ser 0 ou 1').default('0'),
  WEB_DIST: z.string().min(1).optional(),
  PGLITE_IN_PROCESS: z.enum(['0', '1']).default('0'),
  TRUST_PROXY: z
    .string()
    .default('0')
    .refine(
      (v) => /^\d{1,2}$/.test(v) || v.split(',').every((p) => isProxyAddress(p.trim())),
      'deve ser um número de saltos (ex.: 1) ou uma lista de endereços/CIDRs de proxies separados por vírgula',
    ),
  RATE_LIMIT_FACTOR: z.coerce.number().min(0).max(100_000).default(1),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // docs/decisions/1808: searches that miss the caches, at once.
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // docs/decisions/0705: scrypt's cost as log2 N (17 = OWASP's 128 MiB). Lower only where nothing
  // real is protected (the e2e server, decision 0711); the start warns below 17.
  PASSWORD_HASH_COST: z.coerce.number().int().min(14).max(20).default(17),
  // docs/decisions/0707: demo data only on the embedded default unless asked for.
  SEED_DEMO: z.enum(['0', '1', 'true', 'false'], 'deve ser 0, 1, true ou false').optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'deve ter pelo menos 16 caracteres')
    .max(256, 'deve ter no máximo 256 caracteres')
    .regex(/^[\x21-\x7e]+$/, 'só caracteres ASCII visíveis, sem espaços')
    .optional(),
  SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SHED_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
  SHED_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
  // docs/decisions/1602: uploaded files in a folder under DATA_DIR, or an S3-compatible bucket.
  STORAGE_URL: urlWithProtocol(['s3:', 's3+http:'])
    .superRefine((v, ctx) => {
      try {
        parseStorageUrl(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message.replace(/^STORAGE_URL: /, '') });
      }
    })
    .optional(),
  FILES_MAX_MB_VIDEO: z.coerce.number().int().min(1).max(4096).default(200),
  FILES_MAX_MB_AUDIO: z.coerce.number().int().min(1).max(4096).default(50),
  FILES_MAX_MB_PDF: z.coerce.number().int().min(1).max(4096).default(20),
  FILES_MAX_MB_IMAGE: z.coerce.number().int().min(1).max(4096).default(10),
  FILES_ORPHAN_GRACE_HOURS: z.coerce.number().int().min(1).default(24),
});

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  if (NAMED_RANGES.includes(value)) return true;
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Password hashes at once by default: at most two, and one core always left to the event loop,
 * so hashing never holds more than half of libuv's four threads (compression and file reads use
 * them too). docs/decisions/0705.
 */
const defaultHashConcurrency = () => Math.min(2, Math.max(1, os.availableParallelism() - 1));
/**
 * One cold search keeps a database core busy for its whole length (decision 1808): as many at once
 * as this machine has cores, at least 2 (the database may be elsewhere, with more).
 */
const defaultSearchConcurrency = () => Math.max(2, os.availableParallelism());

const MB = 1024 * 1024;
/** Default heap limit for load shedding: 90 % of what V8 may use before it runs out of memory (docs/decisions/0707). */
const defaultMaxHeapUsedMb = () => Math.floor((v8.getHeapStatistics().heap_size_limit * 0.9) / MB);

/** TRUST_PROXY → Fastify's `trustProxy`: off, a hop count, or the proxies' addresses (docs/decisions/0705). */
function parseTrustProxy(value: string): false | number | string[] {
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((p) => p.trim());
}

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  dbPoolSize: number;
  httpTimeouts: HttpTimeouts;
  chatWidgetUrl: string | undefined;
  /** 0 disables the in-process alert scheduler. */
  alertsIntervalMs: number;
  /** 0 disables the in-process job sources scheduler (docs/decisions/1502). */
  sourcesTickMs: number;
  /** Feeds may be read from private and loopback addresses and any port (docs/decisions/1901). */
  sourcesAllowPrivateAddresses: boolean;
  /** scrypt cost (log2 N). OWASP: 17. Tests may lower it to stay fast; never set from the environment. */
  scryptLogN: number;
  /** Where the built SPA lives; undefined serves none (tests). */
  webDist: string | undefined;
  /** PGlite on the server's main thread instead of its worker thread (docs/decisions/0005-pglite-worker-thread.md). */
  pgliteInProcess: boolean;
  /**
   * Which proxies may say who the client is through X-Forwarded-For: none (the socket's peer is
   * the client), the last N hops, or these addresses/CIDRs (docs/decisions/0705).
   */
  trustProxy: false | number | string[];
  /** Scales every rate limit; 0 turns them off (docs/decisions/0705). */
  rateLimitFactor: number;
  /** Password hashes running at once (docs/decisions/0705). */
  passwordHashConcurrency: number;
  /** How many hashes may wait, per source and in all, and for how long (not from the environment). */
  passwordQueue: { maxWaitingPerSource: number; maxWaiting: number; maxWaitMs: number };
  /** Searches whose counts or window no cache holds, running at once (docs/decisions/1808). */
  searchConcurrency: number;
  /** How many such searches may wait, per person and in all, and for how long (not from the environment). */
  searchQueue: { maxWaitingPerSource: number; maxWaiting: number; maxWaitMs: number };
  /** Demo user, demo jobs and content at start (docs/decisions/0707): SEED_DEMO, or the embedded default. */
  seedDemo: boolean;
  /** Bearer token of GET /api/metrics; unset: the route answers 404 and nothing is measured (docs/decisions/0707). */
  metricsToken: string | undefined;
  /** Load shedding (docs/decisions/0707): past any limit, requests get 503. */
  shed: LoadShedding;
  /** Uploaded files (docs/decisions/1602): where they live, how big each kind may be, when an unreferenced one goes. */
  files: FilesConfig;
};

/** The size limits are per kind of file, in bytes. */
export type FilesConfig = {
  /** `s3://KEY:SECRET@host[:port]/bucket?region=…` (https) or `s3+http://…`; undefined: DATA_DIR/files. */
  storageUrl: string | undefined;
  maxBytes: { video: number; audio: number; pdf: number; image: number };
  /** A file no content references is deleted this long after its upload or its last reference. */
  orphanGraceMs: number;
  /** How often the orphan collection runs; 0 turns the schedule off (not from the environment). */
  orphanIntervalMs: number;
};

/** Limits of @fastify/under-pressure; 0 turns a limit off. */
export type LoadShedding = {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  /** How often the figures are sampled (not from the environment; tests sample faster). */
  sampleIntervalMs: number;
};

/** How long the server waits for slow or idle clients (docs/decisions/0703-bounded-requests-and-answers.md). */
export type HttpTimeouts = {
  /** The whole request (headers and body) must arrive within this; else 408 and the socket is closed. */
  requestMs: number;
  /** The header section must arrive within this (at most requestMs). */
  headersMs: number;
  /** An idle keep-alive socket is closed after this. */
  keepAliveMs: number;
  /** Any socket with no traffic either way for this long is destroyed. */
  connectionMs: number;
};

export class ConfigError extends Error {}

/** Parses the environment; any bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Node refuses to start a server whose headers timeout exceeds its request timeout.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(`Configuração inválida:\n  HEADERS_TIMEOUT_MS: deve ser no máximo REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS})`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    dbPoolSize: e.DB_POOL_SIZE,
    httpTimeouts: { requestMs: e.REQUEST_TIMEOUT_MS, headersMs: e.HEADERS_TIMEOUT_MS, keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS, connectionMs: e.CONNECTION_TIMEOUT_MS },
    chatWidgetUrl: e.CHAT_WIDGET_URL,
    alertsIntervalMs: e.ALERTS_INTERVAL_MS,
    sourcesTickMs: e.SOURCES_TICK_MS,
    sourcesAllowPrivateAddresses: e.SOURCES_ALLOW_PRIVATE_ADDRESSES === '1',
    scryptLogN: e.PASSWORD_HASH_COST,
    webDist: e.WEB_DIST ? path.resolve(repoRoot, e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    pgliteInProcess: e.PGLITE_IN_PROCESS === '1',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency(),
    // One person never has more than a couple of password forms in flight; 16 waiting hashes are
    // ~5 s of work on one core at production cost, and nobody should wait longer than 10 s.
    passwordQueue: { maxWaitingPerSource: 2, maxWaiting: 16, maxWaitMs: 10_000 },
    searchConcurrency: e.SEARCH_CONCURRENCY ?? defaultSearchConcurrency(),
    // The web app has one search in flight per tab; 8 per person leave room for a few tabs, and 64
    // waiting are a few seconds of work at the bench's 30-40 ms of CPU per cold search (1808).
    searchQueue: { maxWaitingPerSource: 8, maxWaiting: 64, maxWaitMs: 10_000 },
    seedDemo: e.SEED_DEMO === undefined ? e.DATABASE_URL === undefined : e.SEED_DEMO === '1' || e.SEED_DEMO === 'true',
    metricsToken: e.METRICS_TOKEN,
    shed: {
      maxEventLoopDelayMs: e.SHED_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: (e.SHED_MAX_HEAP_USED_MB ?? defaultMaxHeapUsedMb()) * MB,
      maxRssBytes: e.SHED_MAX_RSS_MB * MB,
      sampleIntervalMs: 1000,
    },
    files: {
      storageUrl: e.STORAGE_URL,
      maxBytes: { video: e.FILES_MAX_MB_VIDEO * MB, audio: e.FILES_MAX_MB_AUDIO * MB, pdf: e.FILES_MAX_MB_PDF * MB, image: e.FILES_MAX_MB_IMAGE * MB },
      orphanGraceMs: e.FILES_ORPHAN_GRACE_HOURS * 60 * 60 * 1000,
      orphanIntervalMs: 60 * 60 * 1000,
    },
  };
}
