import { sql } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { rowsOf } from '../../src/db/database.ts';
import { FeedClient } from '../../src/modules/sources/feed-client.ts';
import { ABANDONED_RUN_ERROR, INSTANCE_ID, syncSource, type SyncOptions } from '../../src/modules/sources/source-sync.ts';
import { runDueSyncs } from '../../src/modules/sources/sources.background-job.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { until } from '../wait-until.ts';
import { startFakeFeed, type FakeFeed } from './fake-feed-server.ts';

// A sync's lease is renewed by a heartbeat and lasts two beats (docs/decisions/1502): a crashed
// holder frees its source within two beats, a live one keeps it as long as it runs, and the console
// says when a requested sync waits for one in progress. Real database, real local feed server.

// No scheduler timer: every pass here is one the test runs or the console kicks.
const t = useTestApp({ sourcesTickMs: 0, sourcesAllowPrivateAddresses: true });
let feed: FakeFeed;
let moderator: TestUser;

const client = () => new FeedClient({ hostPauseMs: 0, timeoutMs: 5_000, backoffBaseMs: 1, clock: { now: () => Date.now(), sleep: async () => {} }, allowPrivateAddresses: true });
const options = (heartbeatMs: number, owner?: string): SyncOptions => ({ client: client(), heartbeatMs, ...(owner ? { owner } : {}) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  feed = await startFakeFeed();
  moderator = await buildUser(t.db, { email: 'moderadora.lease@teste.rumo.app' });
  await runCommand(t.deps, 'grant-role', [moderator.email, 'moderator']);
});
afterAll(() => feed.close());

const ghJob = (id: number) => ({
  id,
  title: `Pessoa Analista ${id}`,
  company_name: 'Lumen Pagamentos',
  location: { name: 'Recife, PE' },
  absolute_url: `https://boards.greenhouse.io/lumen/jobs/${id}`,
  content: '&lt;p&gt;Vaga&lt;/p&gt;',
});

/** A Greenhouse source on the fake feed, not due before tomorrow unless a test makes it due. */
async function addSource(key: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`
      INSERT INTO job_sources (kind, key, name, base_url, next_sync_at)
      VALUES ('greenhouse', ${key}, ${`Fonte ${key}`}, ${feed.origin}, now() + interval '1 day') RETURNING id`),
  );
  return row!.id;
}

type Deferred = { promise: Promise<void>; resolve: () => void };
function defer(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A board whose every request waits for the test: `arrived(n)` resolves when the n-th (from 0) comes, `answer(n)` sends it. */
function heldBoard(key: string, jobs: object[]) {
  const arrivals: Deferred[] = [];
  const gates: Deferred[] = [];
  const at = (list: Deferred[], n: number) => (list[n] ??= defer());
  feed.route(`/v1/boards/${key}/jobs`, (_url, _request, count) => {
    at(arrivals, count - 1).resolve();
    return { body: { jobs, meta: { total: jobs.length } }, heldUntil: at(gates, count - 1).promise };
  });
  return { arrived: (n: number) => at(arrivals, n).promise, answer: (n: number) => at(gates, n).resolve() };
}

/** The source's lease: its holder and how long it has left on the database's clock (negative: lapsed). */
async function lease(id: string): Promise<{ owner: string | null; leftMs: number | null }> {
  const [row] = rowsOf<{ owner: string | null; left_ms: number | string | null }>(
    await t.db.execute(sql`SELECT lease_owner AS owner, (extract(epoch FROM lease_until - now()) * 1000)::float8 AS left_ms FROM job_sources WHERE id = ${id}`),
  );
  return { owner: row!.owner, leftMs: row!.left_ms === null ? null : Number(row!.left_ms) };
}

const runsOf = async (id: string) =>
  rowsOf<{ status: string; error: string | null }>(await t.db.execute(sql`SELECT status, error FROM source_runs WHERE source_id = ${id} ORDER BY id`));

describe('the lease of a sync', () => {
  it('a holder that stopped (kill -9) frees its source two heartbeats after its last renewal: the next pass takes it over and closes its run as interrupted', async () => {
    const heartbeat = 100;
    const id = await addSource('queda');
    const board = heldBoard('queda', [ghJob(1)]);
    // What kill -9 during a sync leaves: the lease as its last renewal set it (two beats ahead) and its run 'running'.
    await t.db.execute(
      sql`UPDATE job_sources SET lease_owner = 'morta', lease_until = now() + make_interval(secs => ${(2 * heartbeat) / 1000}), next_sync_at = now() WHERE id = ${id}`,
    );
    await t.db.execute(sql`INSERT INTO source_runs (source_id) VALUES (${id})`);

    // While that lease lasts, neither a pass nor a sync takes the source.
    expect(await runDueSyncs(t.db, options(heartbeat))).toEqual([]);
    expect(await syncSource(t.db, id, options(heartbeat, 'outra'))).toEqual({ status: 'busy' });
    expect(await runsOf(id)).toEqual([{ status: 'running', error: null }]);

    // Nobody renews it: it lapses, and the next pass takes the source over.
    await until(async () => ((await lease(id)).leftMs ?? 0) < 0, 5_000);
    const pass = runDueSyncs(t.db, options(heartbeat));
    await board.arrived(0);
    expect(await runsOf(id)).toEqual([
      { status: 'failed', error: ABANDONED_RUN_ERROR },
      { status: 'running', error: null },
    ]);
    // The new holder's lease is two heartbeats long too, not minutes.
    const held = await lease(id);
    expect(held.owner).toBe(INSTANCE_ID);
    expect(held.leftMs).toBeGreaterThan(0);
    expect(held.leftMs).toBeLessThanOrEqual(2 * heartbeat + 1);

    board.answer(0);
    const outcomes = await pass;
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ status: 'done', run: { status: 'ok', created: 1 } });
    expect(await runsOf(id)).toEqual([
      { status: 'failed', error: 'A sincronização foi interrompida (a instância parou antes de terminar).' },
      { status: 'ok', error: null },
    ]);
    expect(await lease(id)).toEqual({ owner: null, leftMs: null });
  });

  it('a live holder keeps its lease well past two heartbeats, renewing it while it runs, and stops renewing when the sync ends', async () => {
    const heartbeat = 150;
    const id = await addSource('viva');
    const board = heldBoard('viva', [ghJob(2)]);
    const first = syncSource(t.db, id, options(heartbeat, 'viva-a'));
    await board.arrived(0);
    // The sync is due meanwhile (a request from the console), so a pass would take it were the lease free.
    await t.db.execute(sql`UPDATE job_sources SET next_sync_at = now() WHERE id = ${id}`);
    const started = performance.now();
    for (const beats of [2.5, 4, 5.5]) {
      await sleep(started + beats * heartbeat - performance.now());
      const held = await lease(id);
      expect(held.owner, `after ${beats} heartbeats`).toBe('viva-a');
      // Never more than two beats ahead: it is the renewals that keep it.
      expect(held.leftMs).toBeGreaterThan(0);
      expect(held.leftMs).toBeLessThanOrEqual(2 * heartbeat + 1);
      expect(await syncSource(t.db, id, options(heartbeat, 'viva-b'))).toEqual({ status: 'busy' });
      expect(await runDueSyncs(t.db, options(heartbeat))).toEqual([]);
    }
    expect(await runsOf(id)).toEqual([{ status: 'running', error: null }]);

    board.answer(0);
    expect(await first).toMatchObject({ status: 'done', run: { status: 'ok', created: 1 } });
    expect(await lease(id)).toEqual({ owner: null, leftMs: null });

    // The heartbeat ended with the sync: a lease put back under its owner's name is not renewed any more.
    await t.db.execute(sql`UPDATE job_sources SET lease_owner = 'viva-a', lease_until = now() WHERE id = ${id}`);
    await sleep(3 * heartbeat);
    expect((await lease(id)).leftMs).toBeLessThan(-2 * heartbeat);
    await t.db.execute(sql`UPDATE job_sources SET lease_owner = NULL, lease_until = NULL WHERE id = ${id}`);
  });

  it('failing renewals neither stop the sync nor reject unhandled; a holder taken over meanwhile leaves the new lease alone when it ends', async () => {
    const heartbeat = 100;
    const id = await addSource('fragil');
    const board = heldBoard('fragil', [ghJob(3)]);
    // The database refuses this holder's renewals (its takes and its release pass); a sequence counts the tries.
    await t.db.execute(sql.raw(`CREATE SEQUENCE lease_renewal_tries`));
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_lease_renewal() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF OLD.lease_owner = 'fragil-a' AND NEW.lease_owner = 'fragil-a' AND NEW.lease_until IS NOT NULL THEN
            PERFORM nextval('lease_renewal_tries');
            RAISE EXCEPTION 'renovação recusada';
          END IF;
          RETURN NEW;
        END $$`),
    );
    await t.db.execute(sql.raw(`CREATE TRIGGER refuse_lease_renewal BEFORE UPDATE ON job_sources FOR EACH ROW EXECUTE FUNCTION refuse_lease_renewal()`));
    const tries = async () => Number(rowsOf<{ n: number | string }>(await t.db.execute(sql`SELECT last_value AS n FROM lease_renewal_tries`))[0]!.n);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const a = syncSource(t.db, id, options(heartbeat, 'fragil-a'));
      await board.arrived(0);
      // Beats go on after a refused one, and the unrenewed lease lapses.
      await until(async () => (await tries()) >= 3 && ((await lease(id)).leftMs ?? 0) < 0, 5_000);
      const b = syncSource(t.db, id, options(heartbeat, 'fragil-b'));
      await board.arrived(1);
      expect((await lease(id)).owner).toBe('fragil-b');

      // The first holder finishes: it gives back only a lease that is still its own.
      board.answer(0);
      expect(await a).toMatchObject({ status: 'done', run: { status: 'ok', created: 1 } });
      const stillB = await lease(id);
      expect(stillB.owner).toBe('fragil-b');
      expect(stillB.leftMs).toBeGreaterThan(0);

      board.answer(1);
      expect(await b).toMatchObject({ status: 'done', run: { status: 'ok', created: 0, unchanged: 1 } });
      expect(await lease(id)).toEqual({ owner: null, leftMs: null });
      await sleep(heartbeat);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await t.db.execute(sql.raw(`DROP TRIGGER refuse_lease_renewal ON job_sources`));
      await t.db.execute(sql.raw(`DROP FUNCTION refuse_lease_renewal()`));
      await t.db.execute(sql.raw(`DROP SEQUENCE lease_renewal_tries`));
    }
  });
});

describe("the console's 'Sincronizar agora'", () => {
  const as = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: moderator.headers });
  const detail = async (id: string) => (await as('GET', `/api/admin/v1/sources/${id}`)).json().data;

  it("answers 'waiting' while another instance holds a live lease, shows the source syncing, and once that lease lapses the request takes the source over", async () => {
    const id = await addSource('console');
    feed.route('/v1/boards/console/jobs', () => ({ body: { jobs: [ghJob(4)], meta: { total: 1 } } }));
    // Another instance syncs it, and stops: its lease runs out in a second, its run stays 'running'.
    await t.db.execute(sql`UPDATE job_sources SET lease_owner = 'outra', lease_until = now() + interval '1 second' WHERE id = ${id}`);
    await t.db.execute(sql`INSERT INTO source_runs (source_id) VALUES (${id})`);

    const waiting = await as('POST', `/api/admin/v1/sources/${id}/sync`);
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json()).toEqual({ data: { queued: true, state: 'waiting', message: 'Aguardando a sincronização em andamento terminar.' } });
    await t.deps.jobs.idle();
    // The kicked pass left the leased source alone.
    expect(await detail(id)).toMatchObject({ syncing: true, runs: [{ status: 'running' }] });
    const listed = (await as('GET', '/api/admin/v1/sources')).json().data.find((s: { id: string }) => s.id === id);
    expect(listed).toMatchObject({ syncing: true, last_run: { status: 'running' } });

    // Past the lease's end the source no longer shows a sync, though its run waits for a pass to close it.
    await until(async () => (await detail(id)).syncing === false, 5_000);
    expect((await detail(id)).runs).toMatchObject([{ status: 'running' }]);

    const queued = await as('POST', `/api/admin/v1/sources/${id}/sync`);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ data: { queued: true, state: 'queued', message: 'Sincronização pedida.' } });
    await t.deps.jobs.idle();
    const after = await detail(id);
    expect(after).toMatchObject({ syncing: false, active_jobs: 1 });
    expect(after.runs).toMatchObject([
      { status: 'ok', created: 1 },
      { status: 'failed', error: ABANDONED_RUN_ERROR },
    ]);
  });
});
