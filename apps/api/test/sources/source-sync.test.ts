import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database, type Db } from '../../src/db/database.ts';
import { FeedClient } from '../../src/modules/sources/feed-client.ts';
import { syncSource } from '../../src/modules/sources/source-sync.ts';
import { createSource } from '../../src/modules/sources/sources.service.ts';
import { runDueSyncs } from '../../src/modules/sources/sources.background-job.ts';
import { createTestDatabase } from '../test-database.ts';
import { fixture, startFakeFeed, type FakeAnswer, type FakeFeed } from './fake-feed-server.ts';

// Issue 15 items 3–5 (docs/decisions/1502): the pipeline against a real local feed server and the real database.

type Obj = Record<string, unknown>;
const greenhouse = fixture<{ jobs: Obj[] }>('greenhouse-jobs.json');
const githubIssues = fixture<Obj[]>('github-issues.json');

let database: Database;
let db: Db;
let feed: FakeFeed;
// No real waiting: pauses and backoff go through a clock that returns at once.
const client = (over: ConstructorParameters<typeof FeedClient>[0] = {}) =>
  new FeedClient({ allowPrivateAddresses: true, hostPauseMs: 0, timeoutMs: 2_000, backoffBaseMs: 1, clock: { now: () => Date.now(), sleep: async () => {} }, ...over });

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  feed = await startFakeFeed();
});
afterAll(async () => {
  await feed.close();
  await database.close();
});

/** A Greenhouse board on the fake feed whose answer the test changes between syncs. */
function board(key: string, jobs: Obj[]) {
  const state = { jobs, answer: null as FakeAnswer | 'hang-body' | 'endless-body' | null };
  feed.route(`/v1/boards/${key}/jobs`, () => state.answer ?? { body: { jobs: state.jobs, meta: { total: state.jobs.length } } });
  return state;
}

const ghJob = (id: number, over: Obj = {}): Obj => ({
  id,
  title: `Pessoa Desenvolvedora ${id}`,
  first_published: '2026-11-18T09:00:00-03:00',
  company_name: 'Lumen Pagamentos',
  location: { name: 'Recife, PE' },
  absolute_url: `https://boards.greenhouse.io/lumen/jobs/${id}`,
  content: '&lt;p&gt;Trabalhe com &lt;strong&gt;TypeScript&lt;/strong&gt;.&lt;/p&gt;',
  ...over,
});

async function addSource(key: string, over: { trust?: 'auto' | 'review'; kind?: 'greenhouse' | 'github' | 'gupy' | 'lever'; name?: string } = {}) {
  const source = await createSource(
    db,
    'cli',
    {
      kind: over.kind ?? 'greenhouse',
      key,
      name: over.name,
      base_url: feed.origin,
      trust: over.trust ?? 'auto',
      interval_minutes: 360,
    },
    { allowPrivateAddresses: true },
  );
  return source.id;
}

async function sync(sourceId: string, c = client()) {
  const outcome = await syncSource(db, sourceId, { client: c, pageSize: 2 });
  if (outcome.status !== 'done') throw new Error(`sync ${outcome.status}`);
  return outcome.run;
}

type JobRow = Obj & { id: string; title: string; expired_at: Date | string | null; updated_at: Date | string; moderation_status: string };

async function jobsOf(sourceId: string): Promise<(JobRow & { source_job_id: string; gone_at: unknown; last_seen_at: Date | string })[]> {
  return rowsOf(
    await db.execute(sql`SELECT j.*, r.source_job_id, r.gone_at, r.last_seen_at FROM job_source_records r JOIN jobs j ON j.id = r.job_id
                         WHERE r.source_id = ${sourceId} ORDER BY r.source_job_id`),
  );
}
const time = (v: unknown) => new Date(v as string).getTime();

describe('syncing a source', () => {
  it('creates sanitised crawler jobs from a feed, reports rejections with reasons, and changes nothing on an unchanged second sync', async () => {
    board('nuvemazul', greenhouse.jobs);
    const id = await addSource('nuvemazul', { name: 'Nuvem Azul' });
    const run = await sync(id);
    expect(run).toMatchObject({ status: 'ok', fetched: 4, created: 2, updated: 0, unchanged: 0, expired: 0, rejected: 2, error: null });
    expect(run.rejections).toEqual([
      { source_job_id: '4012347', reason: 'Sem título.' },
      { source_job_id: null, reason: 'Sem identificador na fonte.' },
    ]);
    const [backEnd, data] = await jobsOf(id);
    expect(backEnd).toMatchObject({
      source_job_id: '4012345',
      title: 'Pessoa Desenvolvedora Back-end Sênior',
      company: 'Nuvem Azul Tecnologia',
      city: 'São Paulo',
      state: 'SP',
      captation: 'crawler',
      moderation_status: 'published',
      url: 'https://boards.greenhouse.io/nuvemazul/jobs/4012345',
      apply_url: 'https://boards.greenhouse.io/nuvemazul/jobs/4012345',
      salary_currency: 'BRL',
      salary_period: 'month',
      seniority: 'Sênior',
      expired_at: null,
      external_id: null,
    });
    expect(Number(backEnd!.salary)).toBe(12000);
    expect(Number(backEnd!.salary_max)).toBe(18000);
    expect(time(backEnd!.published_at)).toBe(new Date('2026-11-18T12:00:00Z').getTime());
    expect(backEnd!.skills).toEqual(['Node.js', 'PostgreSQL', 'Kafka']);
    // Our plain text with '\n' lines: the escaped HTML was decoded, sanitised, then made text.
    expect(backEnd!.description).toBe('Venha construir APIs em Node.js com PostgreSQL & Kafka.\n\nSaiba mais ou conheça a cultura');
    expect(data).toMatchObject({ source_job_id: '4012346', work_model: 'remoto', remote_region: 'Brasil' });

    const before = await jobsOf(id);
    const second = await sync(id);
    expect(second).toMatchObject({ status: 'ok', fetched: 4, created: 0, updated: 0, unchanged: 2, expired: 0, republished: 0, rejected: 2 });
    const after = await jobsOf(id);
    expect(after.map((j) => time(j.updated_at))).toEqual(before.map((j) => time(j.updated_at)));
    expect(time(after[0]!.last_seen_at)).toBeGreaterThan(time(before[0]!.last_seen_at));
  });

  it('stores GitHub Markdown rendered, sanitised and made text: no script, no handler, no javascript: link', async () => {
    feed.route('/repos/frontendbr/vagas/issues', () => ({ body: githubIssues.filter((i) => i.state === 'open') }));
    const id = await addSource('frontendbr/vagas', { kind: 'github' });
    const run = await sync(id);
    expect(run).toMatchObject({ status: 'ok', created: 2, rejected: 2 }); // the pull request is skipped when listing
    const [recife] = await jobsOf(id);
    expect(recife).toMatchObject({ source_job_id: '9101', company: 'Casa do Código Aberto', city: 'Recife', state: 'PE' });
    expect(recife!.description).toContain('Manter nosso app em React e TypeScript.');
    expect(recife!.description).toContain('- 2 anos com React');
    expect(recife!.description).not.toMatch(/<|onerror|javascript:|document\.cookie|fetch\(/);
  });

  it('updates a changed record but never its moderation status, expires a record gone from the feed and publishes it again when it returns', async () => {
    const feedState = board('lumen', [ghJob(1), ghJob(2), ghJob(3)]);
    const id = await addSource('lumen');
    expect(await sync(id)).toMatchObject({ created: 3 });
    const [one] = await jobsOf(id);
    await db.execute(sql`UPDATE jobs SET moderation_status = 'rejected', rejection_reason = 'Duplicada' WHERE id = ${one!.id}`);

    feedState.jobs = [ghJob(1, { title: 'Pessoa Desenvolvedora Sênior 1' }), ghJob(3)];
    expect(await sync(id)).toMatchObject({ status: 'ok', created: 0, updated: 1, unchanged: 1, expired: 1, republished: 0 });
    let rows = await jobsOf(id);
    expect(rows[0]).toMatchObject({ title: 'Pessoa Desenvolvedora Sênior 1', seniority: 'Sênior', moderation_status: 'rejected' });
    expect(rows[1]!.gone_at).not.toBeNull();
    expect(time(rows[1]!.expired_at)).toBe(time(rows[1]!.gone_at));

    feedState.jobs = [ghJob(1, { title: 'Pessoa Desenvolvedora Sênior 1' }), ghJob(2), ghJob(3)];
    expect(await sync(id)).toMatchObject({ status: 'ok', created: 0, updated: 0, unchanged: 2, republished: 1, expired: 0 });
    rows = await jobsOf(id);
    expect(rows[1]).toMatchObject({ source_job_id: '2', gone_at: null, expired_at: null });
  });

  it("fills the company from the source's name for Lever, whose postings do not name it, and keeps url and apply_url apart", async () => {
    const lever = fixture<Obj[]>('lever-postings.json');
    feed.route('/v0/postings/pagafacil', (url) => ({ body: url.searchParams.get('skip') === '0' ? lever.slice(0, 1) : [] }));
    const id = await addSource('pagafacil', { kind: 'lever', name: 'PagaFácil' });
    expect(await sync(id)).toMatchObject({ status: 'ok', created: 1 });
    const [job] = await jobsOf(id);
    expect(job).toMatchObject({
      company: 'PagaFácil',
      city: 'Belo Horizonte',
      state: 'MG',
      url: 'https://jobs.lever.co/pagafacil/5f1c2a9e-8d0b-4c55-9a61-2b7e0c1d3f10',
      apply_url: 'https://jobs.lever.co/pagafacil/5f1c2a9e-8d0b-4c55-9a61-2b7e0c1d3f10/apply',
    });
    expect(job!.description).toMatch(/^Sobre nós\n\nSomos a PagaFácil, fintech mineira\./);
    expect(job!.description).not.toMatch(/<|evil\.example/);
    // Lever dates are epoch milliseconds.
    expect(time(job!.published_at)).toBe(1795176000000);
  });

  it('never undoes an expiry staff made: a record that comes back leaves that job expired', async () => {
    const feedState = board('staffexp', [ghJob(11), ghJob(12)]);
    const id = await addSource('staffexp');
    await sync(id);
    const [eleven] = rowsOf<{ id: string; expired_at: Date | string }>(
      await db.execute(sql`UPDATE jobs SET expired_at = now() - interval '1 minute' WHERE id = ${(await jobsOf(id))[0]!.id} RETURNING id, expired_at`),
    );
    feedState.jobs = [ghJob(12)];
    expect(await sync(id)).toMatchObject({ expired: 0 });
    feedState.jobs = [ghJob(11), ghJob(12)];
    expect(await sync(id)).toMatchObject({ republished: 1 });
    const [again] = await jobsOf(id);
    expect(again).toMatchObject({ id: eleven!.id, gone_at: null });
    expect(time(again!.expired_at)).toBe(time(eleven!.expired_at));
  });

  it("expires a record the feed closes (its deadline passed) and restores the feed's deadline when it reopens", async () => {
    const gupy = fixture<{ data: Obj[] }>('gupy-jobs.json').data[0]!;
    const feedState = { deadline: '2099-12-31' };
    feed.route('/api/job', () => ({ body: { data: [{ ...gupy, applicationDeadline: feedState.deadline }], pagination: { total: 1 } } }));
    const id = await addSource('analista', { kind: 'gupy' });
    expect(await sync(id)).toMatchObject({ created: 1 });
    expect((await jobsOf(id))[0]).toMatchObject({ affirmative: true, state: 'RS', city: 'Caxias do Sul' });
    expect(time((await jobsOf(id))[0]!.expired_at)).toBe(new Date('2099-12-31T23:59:59-03:00').getTime());
    expect((await jobsOf(id))[0]!.description).not.toMatch(/script|document\.cookie/);

    feedState.deadline = '2020-01-31';
    expect(await sync(id)).toMatchObject({ expired: 1, updated: 0 });
    const closed = (await jobsOf(id))[0]!;
    expect(closed.gone_at).not.toBeNull();
    expect(time(closed.expired_at)).toBe(time(closed.gone_at));

    feedState.deadline = '2099-12-31';
    expect(await sync(id)).toMatchObject({ republished: 1 });
    const reopened = (await jobsOf(id))[0]!;
    expect(reopened.gone_at).toBeNull();
    expect(time(reopened.expired_at)).toBe(new Date('2099-12-31T23:59:59-03:00').getTime());
  });
});

describe('feeds that fail', () => {
  it.each([
    ['a 500 after every retry', { status: 500, body: { message: 'erro' } } as FakeAnswer, /respondeu com o código HTTP 500/],
    ['a body that never ends, past the size cap', 'endless-body' as const, /passou do limite/],
    ['a body that stalls past the timeout', 'hang-body' as const, /não respondeu em/],
  ])('%s leaves every job untouched and ends the run failed with its pt-BR error', async (_label, answer, message) => {
    const key = `falha${feed.received.length}`;
    const feedState = board(key, [ghJob(31), ghJob(32)]);
    const id = await addSource(key);
    await sync(id);
    const before = await jobsOf(id);
    feedState.answer = answer;
    const run = await sync(id, client({ timeoutMs: 300, maxBodyBytes: 256 * 1024, maxRetries: 2 }));
    expect(run).toMatchObject({ status: 'failed', created: 0, updated: 0, expired: 0 });
    expect(run.error).toMatch(message);
    expect(await jobsOf(id)).toEqual(before);
    const [source] = rowsOf<{ next_sync_at: Date | string; lease_owner: string | null }>(await db.execute(sql`SELECT next_sync_at, lease_owner FROM job_sources WHERE id = ${id}`));
    // Backoff: tried again in 15 minutes, not after the 6-hour interval; the lease is given back.
    expect(time(source!.next_sync_at) - Date.now()).toBeLessThan(16 * 60_000);
    expect(source!.lease_owner).toBeNull();
  });

  it('a 304 ends the run not_modified, writing and expiring nothing', async () => {
    const jobs = [ghJob(41), ghJob(42)];
    feed.route('/v1/boards/etag/jobs', (_url, request) => (request.headers['if-none-match'] === '"v1"' ? { status: 304 } : { body: { jobs }, headers: { etag: '"v1"' } }));
    const id = await addSource('etag');
    expect(await sync(id)).toMatchObject({ status: 'ok', created: 2 });
    const before = await jobsOf(id);
    jobs.pop();
    expect(await sync(id)).toMatchObject({ status: 'not_modified', created: 0, expired: 0, unchanged: 0 });
    expect(await jobsOf(id)).toEqual(before);
  });
});

describe('one job, one listing', () => {
  it('joins the same posting from two sources into one job with both records, kept live while either lists it', async () => {
    const a = board('dupa', [ghJob(51, { title: 'Engenheira de Dados', company_name: 'Farol Saúde', location: { name: 'Belém, PA' } })]);
    const b = board('dupb', [ghJob(9051, { title: 'ENGENHEIRA DE DADOS', company_name: 'Farol Saude', location: { name: 'belem, PA' } })]);
    const ida = await addSource('dupa');
    const idb = await addSource('dupb');
    expect(await sync(ida)).toMatchObject({ created: 1 });
    expect(await sync(idb)).toMatchObject({ created: 0 });
    const [fromA] = await jobsOf(ida);
    const [fromB] = await jobsOf(idb);
    expect(fromB!.id).toBe(fromA!.id);
    a.jobs = [];
    expect(await sync(ida)).toMatchObject({ expired: 0 });
    expect((await jobsOf(ida))[0]).toMatchObject({ expired_at: null });
    b.jobs = [];
    expect(await sync(idb)).toMatchObject({ expired: 1 });
  });

  it('makes one job of a posting listed twice in one feed (same id, or another id with the same company, title and city)', async () => {
    board('twice', [ghJob(61), ghJob(61), ghJob(62, { title: 'Pessoa Desenvolvedora 61' })]);
    const id = await addSource('twice');
    expect(await sync(id)).toMatchObject({ fetched: 3, created: 1 });
    const rows = await jobsOf(id);
    expect(rows.map((r) => r.source_job_id)).toEqual(['61', '62']);
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
  });
});

describe('trust and concurrency', () => {
  it("puts a review source's new jobs 'Em revisão' (pending)", async () => {
    board('revisar', [ghJob(71)]);
    const id = await addSource('revisar', { trust: 'review' });
    await sync(id);
    expect((await jobsOf(id))[0]).toMatchObject({ moderation_status: 'pending' });
  });

  it('two syncs of one source at once create nothing twice: the second finds the lease taken', async () => {
    const state = board('corrida', [ghJob(81), ghJob(82), ghJob(83)]);
    const id = await addSource('corrida');
    // The first sync is held inside its lease (its feed request unanswered) while the second starts:
    // started together, a loaded machine once let the first finish before the second began (CI).
    let requested!: () => void;
    let answer!: () => void;
    const firstRequest = new Promise<void>((resolve) => (requested = resolve));
    const held = new Promise<void>((resolve) => (answer = resolve));
    feed.route('/v1/boards/corrida/jobs', () => {
      requested();
      return { body: { jobs: state.jobs, meta: { total: state.jobs.length } }, heldUntil: held };
    });
    const first = syncSource(db, id, { client: client(), owner: 'a' });
    await firstRequest;
    const second = await syncSource(db, id, { client: client(), owner: 'b' });
    answer();
    const outcomes = [await first, second];
    expect(outcomes.map((o) => o.status)).toEqual(['done', 'busy']);
    expect(await jobsOf(id)).toHaveLength(3);
    const [n] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE title LIKE 'Pessoa Desenvolvedora 8_'`));
    expect(n!.n).toBe(3);
  });

  it('the scheduler takes over a lease a crashed instance left, closing its run as failed', async () => {
    board('queda', [ghJob(91)]);
    const id = await addSource('queda');
    await db.execute(sql`UPDATE job_sources SET lease_owner = 'morta', lease_until = now() - interval '1 second', next_sync_at = now() WHERE id = ${id}`);
    await db.execute(sql`INSERT INTO source_runs (source_id, started_at) VALUES (${id}, now() - interval '20 minutes')`);
    const outcomes = await runDueSyncs(db, { client: client() });
    expect(outcomes.some((o) => o.status === 'done' && o.run.created === 1)).toBe(true);
    const runs = rowsOf<{ status: string; error: string | null }>(await db.execute(sql`SELECT status, error FROM source_runs WHERE source_id = ${id} ORDER BY id`));
    expect(runs).toEqual([
      { status: 'failed', error: 'A sincronização foi interrompida (a instância parou antes de terminar).' },
      { status: 'ok', error: null },
    ]);
    // Synced: not due again before its interval.
    expect(await runDueSyncs(db, { client: client() })).toEqual([]);
  });
});
