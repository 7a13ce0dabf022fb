import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { rowsOf } from '../../src/db/database.ts';
import { FeedClient } from '../../src/modules/sources/feed-client.ts';
import { syncSource } from '../../src/modules/sources/source-sync.ts';
import { useTestApp } from '../test-app.ts';
import { fixture, pageOf, startFakeFeed, type FakeFeed } from './fake-feed-server.ts';

// Issue 15, 'Done when': `sources add` and a sync against each kind's fixture feed fill Rumo with
// crawler jobs whose text is sanitised, and a second sync of the same feed writes nothing
// (docs/decisions/1501, 1502). The mapping details of each kind are in their own tests.

type Obj = Record<string, unknown>;
// The fake feeds listen on loopback: this file's app reads them as a private mirror would be read.
const t = useTestApp({ sourcesAllowPrivateAddresses: true });
let feed: FakeFeed;

beforeAll(async () => {
  feed = await startFakeFeed();
  const greenhouse = fixture<Obj>('greenhouse-jobs.json');
  const lever = fixture<Obj[]>('lever-postings.json');
  const gupy = fixture<{ data: Obj[] }>('gupy-jobs.json');
  const recruitee = fixture<Obj>('recruitee-offers.json');
  const workable = fixture<Obj>('workable-account.json');
  const smart = fixture<{ content: Obj[]; details: Record<string, Obj> }>('smartrecruiters-postings.json');
  const issues = fixture<Obj[]>('github-issues.json');
  const pages = fixture<Record<string, string>>('jsonld-pages.json');
  feed.route('/v1/boards/lumen/jobs', () => ({ body: greenhouse }));
  feed.route('/v0/postings/pagafacil', (url) => ({ body: pageOf(lever, url, 'skip', 'limit') }));
  feed.route('/api/job', (url) => ({
    body: {
      data: pageOf(gupy.data, url, 'offset', 'limit'),
      pagination: { offset: Number(url.searchParams.get('offset')), limit: Number(url.searchParams.get('limit')), total: gupy.data.length },
    },
  }));
  feed.route('/empresas/logisticaagil/api/offers/', () => ({ body: recruitee }));
  feed.route('/api/accounts/saudeconectada', () => ({ body: workable }));
  feed.route('/v1/companies/MercadoSulSA/postings', (url) => ({
    body: {
      offset: Number(url.searchParams.get('offset')),
      limit: Number(url.searchParams.get('limit')),
      totalFound: smart.content.length,
      content: pageOf(smart.content, url, 'offset', 'limit'),
    },
  }));
  for (const [id, detail] of Object.entries(smart.details)) feed.route(`/v1/companies/MercadoSulSA/postings/${id}`, () => ({ body: detail }));
  feed.route('/repos/frontendbr/vagas/issues', () => ({ body: issues }));
  for (const [path, html] of Object.entries(pages)) feed.route(path, () => ({ body: html }));
  feed.route('/sitemap.xml', () => ({
    body: `<urlset>${Object.keys(pages)
      .map((p) => `<url><loc>{{BASE}}${p}</loc></url>`)
      .join('')}</urlset>`,
    headers: { 'content-type': 'application/xml' },
  }));
});
afterAll(() => feed.close());

// No pauses between requests to the one local host: the politeness is the feed client's own test.
const client = () => new FeedClient({ allowPrivateAddresses: true, hostPauseMs: 0, timeoutMs: 5_000, backoffBaseMs: 1, clock: { now: () => Date.now(), sleep: async () => {} } });

const kinds: { kind: string; key: string; baseUrl?: () => string }[] = [
  { kind: 'greenhouse', key: 'lumen' },
  { kind: 'lever', key: 'pagafacil' },
  { kind: 'gupy', key: 'desenvolvedor' },
  { kind: 'recruitee', key: 'logisticaagil', baseUrl: () => `${feed.origin}/empresas/{key}` },
  { kind: 'workable', key: 'saudeconectada' },
  { kind: 'smartrecruiters', key: 'MercadoSulSA' },
  { kind: 'github', key: 'frontendbr/vagas' },
  { kind: 'jsonld', key: '', baseUrl: undefined },
];

describe('every kind, added through the CLI and synced', () => {
  it.each(kinds)('$kind: jobs created, sanitised, listed; the same feed again changes nothing', async ({ kind, key, baseUrl }) => {
    const sourceKey = kind === 'jsonld' ? `${feed.origin}/sitemap.xml` : key;
    const args = ['add', kind, sourceKey, '--name', `Fonte ${kind}`];
    if (kind !== 'jsonld') args.push('--base-url', baseUrl ? baseUrl() : feed.origin);
    const added = await runCommand(t.deps, 'sources', args);
    expect(added.ok, added.output.join('\n')).toBe(true);
    const [source] = rowsOf<{ id: string }>(await t.db.execute(sql`SELECT id FROM job_sources WHERE kind = ${kind} AND key = ${sourceKey}`));

    const first = await syncSource(t.db, source!.id, { client: client(), pageSize: 2 });
    if (first.status !== 'done') throw new Error(`sync ${first.status}`);
    expect(first.run.status, first.run.error ?? '').toBe('ok');
    expect(first.run.created).toBeGreaterThan(0);
    // Records closed before Rumo first saw them (a past deadline, a closed issue) make no job.
    expect(first.run.fetched).toBeGreaterThanOrEqual(first.run.created + first.run.rejected);
    for (const rejection of first.run.rejections) expect(rejection.reason).toMatch(/\.$/);

    const jobs = rowsOf<{ title: string; description: string; captation: string; moderation_status: string; url: string | null; apply_url: string | null }>(
      await t.db.execute(sql`SELECT j.* FROM jobs j JOIN job_source_records r ON r.job_id = j.id WHERE r.source_id = ${source!.id}`),
    );
    expect(jobs).toHaveLength(first.run.created);
    for (const job of jobs) {
      expect(job).toMatchObject({ captation: 'crawler', moderation_status: 'published' });
      // Stored as our plain text: no tag, handler or script link survives any feed.
      expect(`${job.title}\n${job.description}`).not.toMatch(/<[a-z/!]|on\w+\s*=|javascript:/i);
      for (const link of [job.url, job.apply_url]) if (link !== null) expect(link).toMatch(/^https?:\/\//);
    }

    const second = await syncSource(t.db, source!.id, { client: client(), pageSize: 2 });
    if (second.status !== 'done') throw new Error(`sync ${second.status}`);
    expect(second.run).toMatchObject({ status: 'ok', created: 0, updated: 0, expired: 0 });
    expect(second.run.unchanged).toBe(first.run.created + first.run.updated + first.run.unchanged);
  });
});
