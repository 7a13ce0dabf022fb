// A 10,000-job source sync (NOT a test; issue 15, decision 1502). Run from the repository root:
//   node bench/source-sync.bench.ts                      PGlite, then PostgreSQL
//   node bench/source-sync.bench.ts --target pglite --jobs 10000
// The feed is a fake Gupy search served by this (parent) process from memory, 100 postings a page;
// each target runs in its own child process so its peak RSS is its own (docs/decisions/0790).
// PostgreSQL: database BENCH_SOURCES_DATABASE (default rumo_bench_sources) on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432),
// dropped and recreated on every run. PGlite: in memory, on the child's main thread.
// Measured: the first sync (every posting new) and a second, unchanged sync — wall time, SQL
// statements drizzle sends, the child's RSS sampled every 20 ms during each sync (its peak).
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pgliteExtensions, type Database, type Db } from '../apps/api/src/db/database.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { listenPglite, listenPostgres } from '../apps/api/src/db/notifications.ts';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { FeedClient } from '../apps/api/src/modules/sources/feed-client.ts';
import { syncSource } from '../apps/api/src/modules/sources/source-sync.ts';
import { createSource } from '../apps/api/src/modules/sources/sources.service.ts';
import { STATE_CITIES } from '../apps/api/src/modules/jobs/job-generator-data.ts';

const { values: opts } = parseArgs({
  options: {
    target: { type: 'string', default: 'all' },
    jobs: { type: 'string', default: '10000' },
    child: { type: 'string' },
    feed: { type: 'string' },
  },
});
const SOURCES_DB = process.env.BENCH_SOURCES_DATABASE ?? 'rumo_bench_sources';
const pgBaseUrl = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const ROLES = ['Desenvolvedor(a) Back-end', 'Pessoa Engenheira de Dados', 'Desenvolvedor(a) Front-end React', 'Analista de QA', 'Designer UX/UI', 'Engenheiro(a) DevOps'];
const LEVELS = ['Júnior', 'Pleno', 'Sênior'];

/** Realistic Gupy postings: each a distinct company + title + city, so none is joined to another. */
function postings(n: number) {
  const places = STATE_CITIES.flatMap(([uf, , cities]) => cities.map((city) => ({ uf, city })));
  return Array.from({ length: n }, (_, i) => {
    const place = places[i % places.length]!;
    return {
      id: 7_000_000 + i,
      name: `${ROLES[i % ROLES.length]} ${LEVELS[i % LEVELS.length]} ${i}`,
      description:
        `Sobre a vaga ${i}:\nConstruir e manter serviços em Node.js, PostgreSQL e Kafka.\n\nRequisitos:\n- Experiência com TypeScript\n- Boa comunicação\n\nBenefícios: vale-refeição, plano de saúde, auxílio home office. `.repeat(
          3,
        ),
      careerPageName: `Empresa ${i % 700}`,
      type: i % 4 === 0 ? 'vacancy_legal_entity' : 'vacancy_type_effective',
      publishedDate: new Date(Date.UTC(2026, 10, 1 + (i % 20), 12)).toISOString(),
      applicationDeadline: null,
      isRemoteWork: i % 5 === 0,
      workplaceType: i % 5 === 0 ? 'remote' : 'on-site',
      city: place.city,
      state: place.uf,
      country: 'Brasil',
      jobUrl: `https://empresa${i % 700}.gupy.io/jobs/${7_000_000 + i}`,
      disabilities: i % 10 === 0,
    };
  });
}

/** The parent: serves the feed and runs each target in a child process. */
async function parent() {
  const all = postings(Number(opts.jobs));
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: all.slice(offset, offset + limit), pagination: { total: all.length, offset, limit } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feed = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const targets = opts.target === 'all' ? ['pglite', 'postgres'] : [opts.target!];
  const load = () => os.loadavg()[0]!.toFixed(1);
  console.log(`# ${all.length} postings, ${os.cpus().length} cores, load ${load()}, ${new Date().toISOString()}`);
  console.log('| target | sync | wall s | SQL statements | peak RSS MB | created | unchanged | load |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const target of targets) {
    const child = spawn(process.execPath, [import.meta.filename, '--child', target, '--feed', feed], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`${target} failed (${code})`);
    for (const line of out.trim().split('\n')) {
      const r = JSON.parse(line) as { target: string; sync: string; seconds: number; statements: number; rssMb: number; created: number; unchanged: number };
      console.log(`| ${r.target} | ${r.sync} | ${r.seconds.toFixed(1)} | ${r.statements.toLocaleString('pt-BR')} | ${r.rssMb} | ${r.created} | ${r.unchanged} | ${load()} |`);
    }
  }
  server.close();
}

/** A database whose drizzle instance counts the statements it sends. */
async function open(target: string, counter: { n: number }): Promise<Database> {
  const logger = { logQuery: () => void counter.n++ };
  if (target === 'pglite') {
    const client = new PGlite({ extensions: pgliteExtensions });
    await client.waitReady;
    return {
      db: drizzlePglite(client, { schema, logger }) as unknown as Db,
      kind: 'pglite',
      close: () => client.close(),
      listen: (channels, handlers) => listenPglite(client, channels, handlers),
    };
  }
  execFileSync('psql', [`${pgBaseUrl}/postgres`, '-qc', `DROP DATABASE IF EXISTS ${SOURCES_DB} WITH (FORCE)`, '-c', `CREATE DATABASE ${SOURCES_DB}`]);
  const url = `${pgBaseUrl}/${SOURCES_DB}`;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    db: drizzlePg(pool, { schema, logger }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    listen: (channels, handlers) => listenPostgres(url, channels, handlers),
  };
}

/** The child: one target, two syncs, one JSON line per sync on stdout. */
async function child(target: string, feed: string) {
  const counter = { n: 0 };
  const database = await open(target, counter);
  await migrateDatabase(database);
  const source = await createSource(
    database.db,
    'cli',
    { kind: 'gupy', key: 'desenvolvedor', base_url: feed, trust: 'auto', interval_minutes: 360 },
    { allowPrivateAddresses: true },
  );
  // No pause between pages: the bench measures our work, not the politeness towards a real host (1 s a page).
  const client = new FeedClient({ allowPrivateAddresses: true, hostPauseMs: 0 });
  const name = target === 'pglite' ? 'PGlite' : 'PostgreSQL 15';
  // What the process holds before syncing (migrated empty database), to read the syncs' share of the peak.
  console.log(
    JSON.stringify({
      target: name,
      sync: 'before (migrated, empty)',
      seconds: 0,
      statements: 0,
      rssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      created: 0,
      unchanged: 0,
    }),
  );
  for (const sync of ['first (all new)', 'second (unchanged)']) {
    counter.n = 0;
    // maxRSS keeps the migration's peak: sample the RSS during the sync instead (every 20 ms).
    let peak = process.memoryUsage.rss();
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
    const started = performance.now();
    const outcome = await syncSource(database.db, source.id, { client });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (outcome.status !== 'done' || outcome.run.status !== 'ok') throw new Error(`sync ${JSON.stringify(outcome)}`);
    const rssMb = Math.round(Math.max(peak, process.memoryUsage.rss()) / 2 ** 20);
    console.log(JSON.stringify({ target: name, sync, seconds, statements: counter.n, rssMb, created: outcome.run.created, unchanged: outcome.run.unchanged }));
  }
  await database.close();
  if (target === 'postgres') execFileSync('psql', [`${pgBaseUrl}/postgres`, '-qc', `DROP DATABASE IF EXISTS ${SOURCES_DB} WITH (FORCE)`]);
}

if (opts.child) await child(opts.child, opts.feed!);
else await parent();
