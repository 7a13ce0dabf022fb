import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PG = 'postgres://postgres@127.0.0.1:5432/rumo';
const errorOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return undefined;
};

// docs/decisions/0707: the variables of honest defaults, metrics and load shedding.
describe('SEED_DEMO', () => {
  it('defaults to demo data on the embedded database only', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: PG }).seedDemo).toBe(false);
  });

  it('accepts 0/1/true/false either way, and refuses anything else naming the variable', () => {
    expect(loadConfig({ DATABASE_URL: PG, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: PG, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    for (const bad of ['yes', 'TRUE', '2']) expect(errorOf({ SEED_DEMO: bad })).toMatch(/SEED_DEMO: deve ser 0, 1, true ou false/);
  });
});

describe('METRICS_TOKEN and SHED_*', () => {
  it('takes a token of 16+ visible characters; unset turns the metrics off', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(errorOf({ METRICS_TOKEN: 'curto' })).toMatch(/METRICS_TOKEN: deve ter pelo menos 16 caracteres/);
    expect(errorOf({ METRICS_TOKEN: 'com espaço no meio do token' })).toMatch(/METRICS_TOKEN/);
  });

  it('has sane limits by default, 0 turns one off, and a bad value names its variable', () => {
    const { shed } = loadConfig({});
    expect(shed.maxEventLoopDelayMs).toBe(1000);
    expect(shed.maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(shed.maxRssBytes).toBe(0);
    const custom = loadConfig({ SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_HEAP_USED_MB: '512', SHED_MAX_RSS_MB: '1024' }).shed;
    expect(custom).toMatchObject({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 512 * 1024 * 1024, maxRssBytes: 1024 * 1024 * 1024 });
    expect(errorOf({ SHED_MAX_RSS_MB: '-1' })).toMatch(/SHED_MAX_RSS_MB/);
    expect(errorOf({ SHED_MAX_HEAP_USED_MB: 'muito' })).toMatch(/SHED_MAX_HEAP_USED_MB/);
  });
});

describe('PASSWORD_HASH_COST (decisions 0705, 0711)', () => {
  it("is OWASP's 17 by default, takes 14–20 and refuses anything else naming the variable", () => {
    expect(loadConfig({}).scryptLogN).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '14' }).scryptLogN).toBe(14);
    expect(loadConfig({ PASSWORD_HASH_COST: '20' }).scryptLogN).toBe(20);
    for (const bad of ['13', '21', '16.5', 'alto']) expect(errorOf({ PASSWORD_HASH_COST: bad })).toMatch(/PASSWORD_HASH_COST/);
  });
});

describe('SEARCH_CONCURRENCY (decision 1808)', () => {
  it("is the machine's cores, at least 2, by default; takes 1–64 and refuses anything else naming the variable", () => {
    expect(loadConfig({}).searchConcurrency).toBe(Math.max(2, os.availableParallelism()));
    expect(loadConfig({ SEARCH_CONCURRENCY: '1' }).searchConcurrency).toBe(1);
    expect(loadConfig({ SEARCH_CONCURRENCY: '64' }).searchConcurrency).toBe(64);
    expect(loadConfig({}).searchQueue).toEqual({ maxWaitingPerSource: 8, maxWaiting: 64, maxWaitMs: 10_000 });
    for (const bad of ['0', '65', '2.5', 'muitas']) expect(errorOf({ SEARCH_CONCURRENCY: bad })).toMatch(/SEARCH_CONCURRENCY/);
  });
});

describe('STORAGE_URL and FILES_* (decision 1602)', () => {
  it('keeps files under DATA_DIR by default, with the documented limits', () => {
    const files = loadConfig({}).files;
    expect(files.storageUrl).toBeUndefined();
    expect(files.maxBytes).toEqual({ video: 200 * 1024 * 1024, audio: 50 * 1024 * 1024, pdf: 20 * 1024 * 1024, image: 10 * 1024 * 1024 });
    expect(files.orphanGraceMs).toBe(24 * 60 * 60 * 1000);
    expect(loadConfig({ FILES_MAX_MB_IMAGE: '2', FILES_ORPHAN_GRACE_HOURS: '48' }).files).toMatchObject({
      maxBytes: { image: 2 * 1024 * 1024 },
      orphanGraceMs: 48 * 60 * 60 * 1000,
    });
  });

  it('takes an s3:// or s3+http:// URL with credentials and a bucket, and names the variable otherwise', () => {
    expect(loadConfig({ STORAGE_URL: 's3://k:s@s3.example.com/rumo-arquivos' }).files.storageUrl).toBe('s3://k:s@s3.example.com/rumo-arquivos');
    expect(errorOf({ STORAGE_URL: 'https://s3.example.com/rumo' })).toMatch(/STORAGE_URL: deve ser uma URL s3: ou s3\+http:/);
    expect(errorOf({ STORAGE_URL: 's3://s3.example.com/rumo' })).toMatch(/STORAGE_URL: informe a chave e o segredo/);
    expect(errorOf({ STORAGE_URL: 's3://k:s@s3.example.com' })).toMatch(/STORAGE_URL: o caminho deve ser o nome do bucket/);
    expect(errorOf({ FILES_MAX_MB_VIDEO: '0' })).toMatch(/FILES_MAX_MB_VIDEO/);
  });
});
