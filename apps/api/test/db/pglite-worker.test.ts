// @long-running (opens several PGlite instances in worker threads): started first by scripts/long-files-first.ts (decision 0711).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, messages, TransactionAbortedError, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, integer, interval, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { pgliteExtensions, rowsOf, wrapPglite, type Database, type Db } from '../../src/db/database.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { PgliteWorkerClient } from '../../src/db/pglite-worker/client.ts';
import { testConfig } from '../test-app.ts';

// The server's PGlite runs in a worker thread (src/db/pglite-worker). Everything here goes through
// drizzle, as the services do, and compares the worker with PGlite on this thread: same rows, same
// types, same errors, and the event loop stays free while the worker computes.
// PGlite's own machinery, whatever DATABASE_URL says: it runs in the PGlite pass and is skipped in
// CI's PostgreSQL pass, where it would only run the same thing again (decision 0711).
const onPostgres = Boolean(process.env.DATABASE_URL);

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });
const samples = pgTable('pgw_samples', {
  id: integer('id').primaryKey(),
  atDate: timestamp('at_date', { withTimezone: true }),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  naive: timestamp('naive'),
  day: date('day'),
  span: interval('span'),
  amount: numeric('amount'),
  big: bigint('big', { mode: 'number' }),
  flag: boolean('flag'),
  doc: jsonb('doc').$type<unknown>(),
  tags: text('tags').array(),
  dates: timestamp('dates', { withTimezone: true, mode: 'string' }).array(),
  amounts: numeric('amounts').array(),
  ref: uuid('ref'),
  bytes: bytea('bytes'),
});

const setup = [
  `CREATE TABLE pgw_samples (id int PRIMARY KEY, at_date timestamptz, at_text timestamptz, naive timestamp, day date, span interval,
     amount numeric, big int8, flag boolean, doc jsonb, tags text[], dates timestamptz[], amounts numeric[], ref uuid, bytes bytea)`,
  `CREATE TABLE pgw_unique (email text CONSTRAINT pgw_unique_email UNIQUE, n int CHECK (n > 0))`,
];

let worker: Database;
let workerClient: PgliteWorkerClient;
let local: Database;
let localClient: PGlite;
const lost: Error[] = [];

/**
 * A migrated database in a worker: from the run's PGlite template when there is one (fast), else
 * migrated through the worker, as the server does at start-up (the suite on PostgreSQL has no
 * PGlite template).
 */
async function migratedWorker(onLost?: (err: Error) => void): Promise<{ client: PgliteWorkerClient; database: Database }> {
  const template = inject('pgliteTemplate');
  const client = new PgliteWorkerClient({ dataDir: undefined, onLost, loadDataDir: template ? fs.readFileSync(template) : undefined });
  const database = wrapPglite(client);
  if (!template) await migrateDatabase(database);
  return { client, database };
}

async function runSetup(db: Db) {
  for (const statement of setup) await db.execute(sql.raw(statement));
  await db.insert(samples).values([
    {
      id: 1,
      atDate: new Date('2026-03-04T05:06:07.891Z'),
      atText: '2026-03-04 05:06:07.891+00',
      naive: new Date('2026-03-04T05:06:07.000Z'),
      day: '2026-03-04',
      span: '1 day 02:03:04',
      amount: '12345678901234567890.123456789',
      big: 9007199254740991,
      flag: true,
      doc: { nome: 'São Paulo', lista: [1, 'dois', null], aninhado: { ok: false } },
      tags: ['ação', 'a,b', 'com "aspas"', ''],
      dates: ['2026-01-01 00:00:00+00', '2026-12-31 23:59:59.5+00'],
      amounts: ['1.10', '-0.000001'],
      ref: '7b1a2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      bytes: new Uint8Array([0, 1, 254, 255]),
    },
    { id: 2 },
  ]);
}

beforeAll(async () => {
  ({ database: worker, client: workerClient } = await migratedWorker((err) => lost.push(err)));
  const template = inject('pgliteTemplate');
  localClient = new PGlite({ extensions: pgliteExtensions, loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined });
  local = wrapPglite(localClient);
  // Migrations through the worker (a no-op on the migrated template, a full run otherwise).
  await migrateDatabase(worker);
  await Promise.all([runSetup(worker.db), runSetup(local.db)]);
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await local?.close();
});

const workerCount = async (table: string) => rowsOf<{ n: number }>(await worker.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n;

describe.skipIf(onPostgres)('PGlite in a worker thread, through drizzle', () => {
  it('returns the same rows and types as PGlite in process (typed select: array rows mapped by drizzle)', async () => {
    const fromWorker = await worker.db.select().from(samples).orderBy(samples.id);
    const inProcess = await local.db.select().from(samples).orderBy(samples.id);
    expect(fromWorker).toEqual(inProcess);
    const row = fromWorker[0]!;
    expect(row.atDate).toBeInstanceOf(Date);
    expect(row.atDate!.toISOString()).toBe('2026-03-04T05:06:07.891Z');
    expect(row.atText).toBe('2026-03-04 05:06:07.891+00');
    expect(row.day).toBe('2026-03-04');
    expect(row.span).toBe('1 day 02:03:04');
    expect(row.amount).toBe('12345678901234567890.123456789');
    expect(row.big).toBe(9007199254740991);
    expect(row.doc).toEqual({ nome: 'São Paulo', lista: [1, 'dois', null], aninhado: { ok: false } });
    expect(row.tags).toEqual(['ação', 'a,b', 'com "aspas"', '']);
    expect(row.dates).toEqual(['2026-01-01 00:00:00+00', '2026-12-31 23:59:59.5+00']);
    expect(row.amounts).toEqual(['1.10', '-0.000001']);
    expect(row.bytes).toEqual(new Uint8Array([0, 1, 254, 255]));
    expect(fromWorker[1]).toEqual(inProcess[1]);
  });

  it('returns the same raw result as PGlite in process (db.execute: object rows, fields, affectedRows)', async () => {
    const query = sql`SELECT *, now() - now() AS zero, ARRAY[1, 2]::int[] AS ints, ${'texto'}::text AS param, ${JSON.stringify({ a: [1] })}::json AS j FROM pgw_samples ORDER BY id`;
    const fromWorker = await worker.db.execute(query);
    const inProcess = await local.db.execute(query);
    expect(fromWorker).toEqual(inProcess);
    expect(rowsOf<{ at_date: unknown; zero: unknown }>(fromWorker)[0]).toMatchObject({ at_date: '2026-03-04 05:06:07.891+00', zero: '00:00:00' });
    const update = sql`UPDATE pgw_samples SET flag = NOT coalesce(flag, false) WHERE id > 0`;
    expect(await worker.db.execute(update)).toEqual(await local.db.execute(update));
  });

  it("parses what a query does not ask as raw text as PGlite does, whatever set it asks (the worker installs drizzle's set once, decision 1804)", async () => {
    const text = 'SELECT at_date, naive, day, span, amount, dates, amounts, ARRAY[day]::date[] AS days, ARRAY[span]::interval[] AS spans FROM pgw_samples ORDER BY id';
    const raw = (value: string) => value;
    const drizzleSet = { 1082: raw, 1114: raw, 1115: raw, 1182: raw, 1184: raw, 1185: raw, 1186: raw, 1187: raw, 1231: raw };
    const cases: (QueryOptions | undefined)[] = [
      undefined,
      { parsers: { 1184: raw } },
      { parsers: { 1185: raw, 1082: raw } },
      { rowMode: 'array', parsers: drizzleSet },
      { parsers: {} },
    ];
    for (const options of cases) {
      const fromWorker = await workerClient.query(text, [], options);
      const inProcess = await localClient.query(text, [], options);
      expect(fromWorker.rows).toEqual(inProcess.rows);
    }
    // Parsed, not text, when not asked raw: timestamptz → Date, timestamptz[] → Dates, as in process.
    const parsed = (await workerClient.query<{ at_date: unknown; dates: unknown[] }>(text, [], { parsers: { 1082: raw } })).rows[0]!;
    expect(parsed.at_date).toBeInstanceOf(Date);
    expect(parsed.dates[0]).toBeInstanceOf(Date);
    // And drizzle's own queries still get their raw text afterwards.
    expect(await worker.db.select().from(samples).orderBy(samples.id)).toEqual(await local.db.select().from(samples).orderBy(samples.id));
  });

  it('prepares each statement text once and still follows the schema and every value (statement cache, decision 1804)', async () => {
    // Planned for each call's values, as PGlite's unnamed statements are.
    expect(rowsOf(await worker.db.execute(sql`SHOW plan_cache_mode`))).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
    const select = sql.raw('SELECT * FROM pgw_cached ORDER BY id');
    for (const db of [worker.db, local.db]) {
      await db.execute(sql`CREATE TABLE pgw_cached (id int PRIMARY KEY)`);
      await db.execute(sql`INSERT INTO pgw_cached VALUES (1), (2)`);
    }
    expect(await worker.db.execute(select)).toEqual(await local.db.execute(select));
    // The prepared SELECT * now returns another row type: prepared again, not an error.
    for (const db of [worker.db, local.db]) await db.execute(sql`ALTER TABLE pgw_cached ADD COLUMN name text DEFAULT 'x'`);
    expect(await worker.db.execute(select)).toEqual(await local.db.execute(select));
    expect(rowsOf(await worker.db.execute(select))[0]).toEqual({ id: 1, name: 'x' });
    // The same text with other values, and more texts than are kept prepared (the oldest are closed).
    for (let i = 0; i < 210; i++) {
      const same = rowsOf<{ n: number }>(await worker.db.execute(sql`SELECT ${i}::int + 1 AS n`))[0]!.n;
      const distinct = rowsOf<{ n: number }>(await worker.db.execute(sql.raw(`SELECT ${i} AS n`)))[0]!.n;
      expect([same, distinct]).toEqual([i + 1, i]);
    }
    expect(await worker.db.select().from(samples).orderBy(samples.id)).toEqual(await local.db.select().from(samples).orderBy(samples.id));
  });

  it('commits a transaction, rolls one back when it throws, and rolls back a nested savepoint only', async () => {
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO pgw_unique (email, n) VALUES ('commit@rumo.app', 1)`);
    });
    await expect(
      worker.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO pgw_unique (email, n) VALUES ('rollback@rumo.app', 1)`);
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO pgw_unique (email, n) VALUES ('outer@rumo.app', 1)`);
      await expect(
        tx.transaction(async (nested) => {
          await nested.execute(sql`INSERT INTO pgw_unique (email, n) VALUES ('nested@rumo.app', 1)`);
          nested.rollback();
        }),
      ).rejects.toThrow();
    });
    const emails = rowsOf<{ email: string }>(await worker.db.execute(sql`SELECT email FROM pgw_unique ORDER BY email`)).map((r) => r.email);
    expect(emails).toEqual(['commit@rumo.app', 'outer@rumo.app']);
  });

  it('makes queries from outside a transaction wait until it ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = worker.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO pgw_unique (email, n) VALUES ('wait@rumo.app', 1)`);
      inserted();
      await held;
      // Still inside: the transaction keeps the connection while the outside query waits.
      await tx.execute(sql`UPDATE pgw_unique SET n = 2 WHERE email = 'wait@rumo.app'`);
    });
    await insertDone;
    let outsideDone = false;
    const outside = worker.db.execute(sql`SELECT n FROM pgw_unique WHERE email = 'wait@rumo.app'`).then((r) => {
      outsideDone = true;
      return rowsOf<{ n: number }>(r);
    });
    // A round trip to the worker that is part of the transaction: the outside query was sent before it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideDone).toBe(false);
    release();
    await transaction;
    // It ran after COMMIT: it sees the update made at the end of the transaction.
    expect(await outside).toEqual([{ n: 2 }]);
  });

  it('keeps the SQLSTATE code and fields of PGlite errors (the error handler maps them to 409/422)', async () => {
    const insert = sql`INSERT INTO pgw_unique (email, n) VALUES ('commit@rumo.app', 1)`;
    await local.db.execute(insert);
    const fromWorker = await worker.db.execute(insert).catch((err: Error) => err);
    const inProcess = await local.db.execute(insert).catch((err: Error) => err);
    const cause = (fromWorker as Error).cause as messages.DatabaseError;
    expect(cause).toBeInstanceOf(messages.DatabaseError);
    expect(cause).toMatchObject({ code: '23505', constraint: 'pgw_unique_email', table: 'pgw_unique', detail: 'Key (email)=(commit@rumo.app) already exists.' });
    const fields = (e: unknown) => {
      const c = (e as Error).cause as messages.DatabaseError;
      return {
        name: c.name,
        message: c.message,
        code: c.code,
        detail: c.detail,
        constraint: c.constraint,
        severity: c.severity,
        table: c.table,
        schema: c.schema,
        routine: c.routine,
      };
    };
    expect(fields(fromWorker)).toEqual(fields(inProcess));
    expect((fromWorker as Error).message).toBe((inProcess as Error).message);

    const check = await worker.db.execute(sql`INSERT INTO pgw_unique (email, n) VALUES ('x@rumo.app', ${-1})`).catch((err: Error) => err);
    expect(((check as Error).cause as messages.DatabaseError).code).toBe('23514');
    const invalid = await worker.db.execute(sql`SELECT ${'abc'}::int`).catch((err: Error) => err);
    expect(((invalid as Error).cause as messages.DatabaseError).code).toBe('22P02');
  });

  it('reports a transaction that PostgreSQL aborted as PGlite does (25P02 on COMMIT)', async () => {
    const aborted = await worker.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1/0`).catch(() => {});
      })
      .catch((err: Error) => err);
    expect(aborted).toBeInstanceOf(TransactionAbortedError);
    expect((aborted as TransactionAbortedError).code).toBe('25P02');
    expect(await workerCount('pgw_unique')).toBeGreaterThan(0);
  });

  it('keeps the event loop free while the worker runs a slow query (PGlite in process blocks it)', async () => {
    const slow = sql`SELECT count(*)::int AS n FROM generate_series(1, 3000000)`;
    const measure = async (database: Database) => {
      let last = performance.now();
      let maxGap = 0;
      const tick = setInterval(() => {
        const now = performance.now();
        maxGap = Math.max(maxGap, now - last);
        last = now;
      }, 5);
      const started = performance.now();
      const rows = rowsOf<{ n: number }>(await database.db.execute(slow));
      const ended = performance.now();
      clearInterval(tick);
      // A query that blocks the thread delays every tick until it ends: count the gap up to now.
      maxGap = Math.max(maxGap, ended - last);
      const queryMs = ended - started;
      expect(rows).toEqual([{ n: 3_000_000 }]);
      return { queryMs, maxGap };
    };
    const inWorker = await measure(worker);
    const inProcess = await measure(local);
    // In process the whole query is one block of the event loop; in the worker the timer keeps ticking.
    expect(inProcess.maxGap).toBeGreaterThan(inProcess.queryMs * 0.8);
    expect(inWorker.queryMs).toBeGreaterThan(300);
    expect(inWorker.maxGap).toBeLessThan(inWorker.queryMs / 4);
  }, 60_000);
});

describe.skipIf(onPostgres)('PGlite worker lifecycle', () => {
  it('answers 503 (not a hang) once the worker thread dies, and reports it once', async () => {
    const { client: own, database } = await migratedWorker((err) => lost.push(err));
    const app = await buildApp({ database, config: testConfig(), logger: false });
    try {
      // A login reads the users table: unknown user, 404 (the spec's answer), through the database.
      const login = { method: 'POST' as const, url: '/api/v1/auth', payload: { username: 'ninguem@teste.rumo.app', password: 'errada-123456' } };
      expect((await app.inject(login)).statusCode).toBe(404);
      lost.length = 0;
      await own.worker.terminate();
      const res = await app.inject(login);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toMatchObject({ code: '08006' });
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);

  it('fails the requests of a worker that cannot open its data folder', async () => {
    // A data folder below a regular file: mkdir fails with ENOTDIR inside the worker.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-pgw-')), 'arquivo');
    fs.writeFileSync(file, '');
    const reported: Error[] = [];
    const broken = new PgliteWorkerClient({ dataDir: path.join(file, 'dados'), onLost: (err) => reported.push(err) });
    await expect(broken.ready).rejects.toThrow(/ENOTDIR/);
    await expect(wrapPglite(broken).db.execute(sql`SELECT 1`)).rejects.toMatchObject({ cause: { code: '08006' } });
    expect(reported).toHaveLength(1);
    await broken.close();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('closes: PGlite is closed in the worker, the thread ends, later queries fail', async () => {
    const { client: own, database } = await migratedWorker();
    const exited = new Promise<number>((resolve) => own.worker.once('exit', resolve));
    expect(rowsOf(await database.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
    await database.close();
    await exited;
    await expect(database.db.execute(sql`SELECT 1`)).rejects.toMatchObject({ cause: { code: '08006' } });
  });
});
