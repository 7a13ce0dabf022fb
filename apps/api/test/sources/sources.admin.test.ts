import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { rowsOf } from '../../src/db/database.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { startFakeFeed, type FakeFeed } from './fake-feed-server.ts';

// The console's 'Fontes' API (decision 1502): /api/admin/v1/sources, capability sources:manage.

// The fake feeds listen on loopback: this file's app reads them as a private mirror would be read.
const t = useTestApp({ sourcesAllowPrivateAddresses: true });
let feed: FakeFeed;
let moderator: TestUser;
let editor: TestUser;
const jobs = [
  {
    id: 7001,
    title: 'Pessoa Engenheira de Software',
    company_name: 'Trilha Educação',
    location: { name: 'Porto Alegre, RS' },
    absolute_url: 'https://boards.greenhouse.io/trilha/jobs/7001',
    content: '&lt;p&gt;Vaga&lt;/p&gt;',
  },
];

beforeAll(async () => {
  feed = await startFakeFeed({ '/v1/boards/trilha/jobs': () => ({ body: { jobs } }) });
  moderator = await buildUser(t.db, { email: 'moderadora@teste.rumo.app' });
  editor = await buildUser(t.db);
  await runCommand(t.deps, 'grant-role', [moderator.email, 'moderator']);
  await runCommand(t.deps, 'grant-role', [editor.email, 'editor']);
});
afterAll(() => feed.close());

const as = (user: TestUser | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

const audit = async (id: string) =>
  rowsOf<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    await t.db.execute(sql`SELECT action, actor_email, before, after FROM audit_log WHERE entity = 'source' AND entity_id = ${id} ORDER BY id`),
  );

describe('sources console API', () => {
  it('answers 401 without a session and 403 to a role without sources:manage', async () => {
    expect((await as(undefined, 'GET', '/api/admin/v1/sources')).statusCode).toBe(401);
    const refused = await as(editor, 'POST', '/api/admin/v1/sources', { kind: 'greenhouse', key: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Seu papel na equipe não permite esta ação.' });
  });

  it('adds a source (201, audited), refuses the same kind and key (409), a bad key (422 with the kind message) and a non-http base URL (422)', async () => {
    const created = await as(moderator, 'POST', '/api/admin/v1/sources', { kind: 'greenhouse', key: 'trilha', base_url: feed.origin, name: 'Trilha Educação' });
    expect(created.statusCode).toBe(201);
    const source = created.json().data;
    expect(source).toMatchObject({
      kind: 'greenhouse',
      key: 'trilha',
      name: 'Trilha Educação',
      trust: 'auto',
      interval_minutes: 360,
      enabled: true,
      active_jobs: 0,
      last_run: null,
      runs: [],
    });
    expect(await audit(source.id)).toEqual([
      {
        action: 'source.create',
        actor_email: moderator.email,
        before: null,
        after: { kind: 'greenhouse', key: 'trilha', name: 'Trilha Educação', base_url: feed.origin, trust: 'auto', interval_minutes: 360 },
      },
    ]);

    const twice = await as(moderator, 'POST', '/api/admin/v1/sources', { kind: 'greenhouse', key: 'trilha' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esta fonte já está cadastrada.');

    const badKey = await as(moderator, 'POST', '/api/admin/v1/sources', { kind: 'github', key: 'sem-barra' });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().errors.key).toMatch(/dono\/nome|owner\/repo|repositório/i);

    const ftp = await as(moderator, 'POST', '/api/admin/v1/sources', { kind: 'lever', key: 'trilha', base_url: 'ftp://espelho.example' });
    expect(ftp.statusCode).toBe(422);
    expect(ftp.json().errors.base_url).toBe('Endereço base inválido: use http:// ou https://.');
    const sources = (await as(moderator, 'GET', '/api/admin/v1/sources')).json().data;
    expect(sources.map((s: { key: string }) => s.key)).toEqual(['trilha']);
  });

  it('syncs on request (202), then lists the source with its active jobs and last run, and its detail with the runs', async () => {
    const [source] = (await as(moderator, 'GET', '/api/admin/v1/sources')).json().data;
    const queued = await as(moderator, 'POST', `/api/admin/v1/sources/${source.id}/sync`);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ data: { queued: true, state: 'queued', message: 'Sincronização pedida.' } });
    await t.deps.jobs.idle();
    const [listed] = (await as(moderator, 'GET', '/api/admin/v1/sources')).json().data;
    expect(listed).toMatchObject({ active_jobs: 1, last_run: { status: 'ok', fetched: 1, created: 1, rejections: [], error: null } });
    const detail = (await as(moderator, 'GET', `/api/admin/v1/sources/${source.id}`)).json().data;
    expect(detail.runs).toHaveLength(1);
    expect((await audit(source.id)).map((a) => a.action)).toEqual(['source.create', 'source.sync']);
    // The job is found by the public search like any other.
    const search = (await as(editor, 'GET', '/api/v1/jobs?query=Trilha')).json();
    expect(search.data.map((j: { title: string }) => j.title)).toContain('Pessoa Engenheira de Software');
  });

  it('changes a source (audited with before and after) and answers 404 for an unknown id and 422 for nothing to change', async () => {
    const [source] = (await as(moderator, 'GET', '/api/admin/v1/sources')).json().data;
    const changed = await as(moderator, 'PATCH', `/api/admin/v1/sources/${source.id}`, { trust: 'review', interval_minutes: 60, enabled: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ trust: 'review', interval_minutes: 60, enabled: false });
    expect((await audit(source.id)).at(-1)).toMatchObject({
      action: 'source.update',
      before: { trust: 'auto', interval_minutes: 360, enabled: true },
      after: { trust: 'review', interval_minutes: 60, enabled: false },
    });
    const unknown = '5b0f6a1e-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/api/admin/v1/sources/${unknown}`],
      ['PATCH', `/api/admin/v1/sources/${unknown}`],
      ['POST', `/api/admin/v1/sources/${unknown}/sync`],
      ['DELETE', `/api/admin/v1/sources/${unknown}`],
    ] as const) {
      const res = await as(moderator, method, url, method === 'PATCH' ? { name: 'Outro nome' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Fonte não encontrada.' });
    }
    expect((await as(moderator, 'PATCH', `/api/admin/v1/sources/${source.id}`, {})).statusCode).toBe(422);
    const paused = await as(moderator, 'POST', `/api/admin/v1/sources/${source.id}/sync`);
    expect(paused.statusCode).toBe(422);
    expect(paused.json()).toEqual({ message: 'A fonte está pausada: ative-a para sincronizar.' });
    expect((await as(moderator, 'PATCH', `/api/admin/v1/sources/${source.id}`, { interval_minutes: 5 })).statusCode).toBe(422);
  });

  it('removes a source (204, audited): its jobs no other source keeps expire', async () => {
    const [source] = (await as(moderator, 'GET', '/api/admin/v1/sources')).json().data;
    const [job] = rowsOf<{ id: string }>(await t.db.execute(sql`SELECT job_id AS id FROM job_source_records WHERE source_id = ${source.id}`));
    const removed = await as(moderator, 'DELETE', `/api/admin/v1/sources/${source.id}`);
    expect(removed.statusCode).toBe(204);
    const [after] = rowsOf<{ expired_at: unknown }>(await t.db.execute(sql`SELECT expired_at FROM jobs WHERE id = ${job!.id}`));
    expect(after!.expired_at).not.toBeNull();
    expect((await audit(source.id)).at(-1)).toMatchObject({ action: 'source.remove', after: { expired_jobs: 1 } });
    expect((await as(moderator, 'GET', `/api/admin/v1/sources/${source.id}`)).statusCode).toBe(404);
  });
});
