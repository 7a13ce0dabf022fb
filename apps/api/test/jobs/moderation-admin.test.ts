import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { auditLog, jobs } from '../../src/db/schema/index.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, uniqueWord } from './job-factory.ts';

// The console's job moderation API (decision 1402): list, queue count, detail, edit, bulk actions.

const t = useTestApp();
let moderator: TestUser;

const as = (user: TestUser) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: user.headers }),
  patch: (url: string, payload: unknown) => t.app.inject({ method: 'PATCH', url, headers: user.headers, payload: payload as object }),
  bulk: (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/admin/v1/jobs/bulk', headers: user.headers, payload: payload as object }),
});
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));
const jobRow = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

beforeAll(async () => {
  moderator = await buildUser(t.db, { email: `moderadora-${randomUUID()}@teste.rumo.app` });
  await runCommand(t.deps, 'grant-role', [moderator.email, 'moderator']);
});

describe('GET /api/admin/v1/jobs', () => {
  it('filters by status, source, company, state, dates and search (accents ignored), oldest first by default', async () => {
    const w = uniqueWord();
    const older = await buildJob(t.db, { title: `Técnico de Suporte ${w}`, company: 'Ótica Brasil', moderationStatus: 'pending', state: 'SP', createdAt: daysAgo(3) });
    const newer = await buildJob(t.db, { title: `Analista ${w}`, company: 'Banco Sul', moderationStatus: 'pending', captation: 'crawler', state: 'RS' });
    const published = await buildJob(t.db, { title: `Gerente ${w}`, company: 'Banco Sul' });
    const rejected = await buildJob(t.db, { title: `Caixa ${w}`, moderationStatus: 'rejected', rejectionReason: 'Duplicada' });
    const filled = await buildJob(t.db, { title: `Vendedor ${w}`, filledAt: new Date() });
    const expired = await buildJob(t.db, { title: `Estagiário ${w}`, expiredAt: daysAgo(1) });
    const api = as(moderator);
    const ids = async (query: string) => {
      const res = await api.get(`/api/admin/v1/jobs?q=${w}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((r: { id: string }) => r.id);
    };
    expect(await ids('status=pending')).toEqual([older.id, newer.id]);
    expect(await ids('status=pending&order=desc')).toEqual([newer.id, older.id]);
    expect(await ids('status=published')).toEqual([published.id]);
    expect(await ids('status=rejected')).toEqual([rejected.id]);
    expect(await ids('status=filled')).toEqual([filled.id]);
    expect(await ids('status=expired')).toEqual([expired.id]);
    expect(await ids('status=pending&source=crawler')).toEqual([newer.id]);
    expect(await ids('company=otica')).toEqual([older.id]);
    expect(await ids('state=rs')).toEqual([newer.id]);
    expect(await ids('sort=title&status=pending')).toEqual([newer.id, older.id]);
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    expect(await ids(`status=pending&from=${today}`)).toEqual([newer.id]);
    expect(await ids(`status=pending&to=${today}`)).toEqual([older.id, newer.id]);
    // Search ignores accents: 'tecnico' finds 'Técnico'.
    const search = await api.get(`/api/admin/v1/jobs?q=tecnico%20de%20suporte%20${w}`);
    expect(search.json().data.map((r: { id: string }) => r.id)).toEqual([older.id]);

    const row = (await api.get(`/api/admin/v1/jobs?q=${w}&status=rejected`)).json();
    expect(row.meta).toEqual({ total: 1, per_page: 50, last_page: 1, current_page: 1 });
    expect(row.data[0]).toMatchObject({ status: 'rejected', rejection_reason: 'Duplicada', filled: false, expired: false, duplicate_of: null });
  });

  it('flags a possible duplicate of a live published job: same company and city (case, accents), similar title', async () => {
    const w = uniqueWord();
    const original = await buildJob(t.db, { title: `Desenvolvedor Java Sênior ${w}`, company: 'Açaí Tech', city: 'São Paulo' });
    const copy = await buildJob(t.db, { title: `Desenvolvedor JAVA Senior ${w}`, company: 'acai tech', city: 'sao paulo', moderationStatus: 'pending' });
    const otherCity = await buildJob(t.db, { title: `Desenvolvedor Java Sênior ${w}`, company: 'Açaí Tech', city: 'Recife', moderationStatus: 'pending' });
    const otherTitle = await buildJob(t.db, { title: `Designer de Produto ${w}`, company: 'Açaí Tech', city: 'São Paulo', moderationStatus: 'pending' });
    const res = await as(moderator).get(`/api/admin/v1/jobs?q=${w}&status=pending`);
    const byId = new Map(res.json().data.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(copy.id)).toMatchObject({ duplicate_of: { id: original.id, title: original.title } });
    expect(byId.get(otherCity.id)).toMatchObject({ duplicate_of: null });
    expect(byId.get(otherTitle.id)).toMatchObject({ duplicate_of: null });
    const detail = (await as(moderator).get(`/api/admin/v1/jobs/${copy.id}`)).json().data;
    expect(detail.duplicates).toEqual([{ id: original.id, title: original.title, company: 'Açaí Tech', city: 'São Paulo' }]);
  });

  it('refuses bad filters with a pt-BR 422', async () => {
    const res = await as(moderator).get('/api/admin/v1/jobs?status=apagada&from=2026-13-45&sort=salary');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors ?? {})).toEqual(expect.arrayContaining(['status', 'from', 'sort']));
  });
});

describe('GET /api/admin/v1/jobs/review-count', () => {
  it('counts the jobs waiting for review', async () => {
    const before = (await as(moderator).get('/api/admin/v1/jobs/review-count')).json().data.pending;
    await buildJob(t.db, { moderationStatus: 'pending' });
    await buildJob(t.db, { moderationStatus: 'rejected' });
    expect((await as(moderator).get('/api/admin/v1/jobs/review-count')).json()).toEqual({ data: { pending: before + 1 } });
  });
});

describe('PATCH /api/admin/v1/jobs/{id}', () => {
  it('changes the given fields, audits only what changed, turns pasted HTML into text; a no-op writes nothing', async () => {
    const job = await buildJob(t.db, { title: 'Analista Jr', salary: 3000, moderationStatus: 'pending' });
    const api = as(moderator);
    const res = await api.patch(`/api/admin/v1/jobs/${job.id}`, {
      title: ' Analista de Dados Júnior ',
      salary: 3000,
      description: '<p>Primeira linha</p><script>alert(1)</script><ul><li>SQL</li></ul>',
      state: 'rj',
      city: '',
      expired_at: '2027-01-31T23:59:00-03:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Analista de Dados Júnior', salary: 3000, state: 'RJ', city: null, status: 'pending' });
    expect(res.json().data.description).toBe('Primeira linha\n\n- SQL');
    const stored = await jobRow(job.id);
    expect(stored.expiredAt?.toISOString()).toBe('2027-02-01T02:59:00.000Z');
    const [entry, ...more] = await auditOf(job.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'job.update', actorEmail: moderator.email });
    expect(entry!.before).toEqual({ title: 'Analista Jr', description: job.description, city: 'Curitiba', state: 'PR', expired_at: null });
    expect(entry!.after).toEqual({ title: 'Analista de Dados Júnior', description: 'Primeira linha\n\n- SQL', city: null, state: 'RJ', expired_at: '2027-02-01T02:59:00.000Z' });
    // The history comes from the audit log.
    expect(res.json().data.history).toEqual([expect.objectContaining({ action: 'job.update', actor_email: moderator.email })]);

    expect((await api.patch(`/api/admin/v1/jobs/${job.id}`, { title: 'Analista de Dados Júnior' })).statusCode).toBe(200);
    expect(await auditOf(job.id)).toHaveLength(1);
  });

  it('validates like the import (422 per field, nothing saved) and answers 404 for an unknown job', async () => {
    const job = await buildJob(t.db);
    const api = as(moderator);
    const bad = await api.patch(`/api/admin/v1/jobs/${job.id}`, { title: '', url: 'javascript:alert(1)', state: 'XX', salary: -1, job_type: 'Bico', skills: ['a'.repeat(61)] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['title', 'url', 'state', 'salary', 'job_type']));
    expect(bad.json().errors.url).toBe('Link inválido: use http://, https:// ou um caminho começando com /.');
    expect((await api.patch(`/api/admin/v1/jobs/${job.id}`, {})).statusCode).toBe(422);
    expect((await api.patch(`/api/admin/v1/jobs/${job.id}`, { moderation_status: 'published' })).statusCode).toBe(422);
    expect((await jobRow(job.id)).title).toBe(job.title);
    expect(await auditOf(job.id)).toEqual([]);
    const unknown = await api.patch(`/api/admin/v1/jobs/${randomUUID()}`, { title: 'Nova' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Vaga não encontrada.' });
    expect((await api.get(`/api/admin/v1/jobs/${randomUUID()}`)).statusCode).toBe(404);
    expect((await api.get('/api/admin/v1/jobs/nao-e-um-id')).statusCode).toBe(422);
  });
});

describe('PATCH /api/admin/v1/jobs/{id}: salary range and job facts (decision 1503)', () => {
  it('edits the range, currency, period, apply link, remote region and PcD flag, audited', async () => {
    const job = await buildJob(t.db, { salary: 5000 });
    const api = as(moderator);
    const res = await api.patch(`/api/admin/v1/jobs/${job.id}`, {
      salary_max: 7000,
      salary_currency: 'usd',
      salary_period: 'year',
      apply_url: 'https://ats.exemplo.com/aplicar',
      remote_region: ' Brasil ',
      affirmative: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      salary: 5000,
      salary_max: 7000,
      salary_currency: 'USD',
      salary_period: 'year',
      apply_url: 'https://ats.exemplo.com/aplicar',
      remote_region: 'Brasil',
      affirmative: true,
    });
    const [entry] = await auditOf(job.id);
    expect(entry!.before).toEqual({ salary_max: null, salary_currency: 'BRL', salary_period: 'month', apply_url: null, remote_region: null, affirmative: false });
    expect(entry!.after).toEqual({
      salary_max: 7000,
      salary_currency: 'USD',
      salary_period: 'year',
      apply_url: 'https://ats.exemplo.com/aplicar',
      remote_region: 'Brasil',
      affirmative: true,
    });
    // Clearing: '' empties the link and the region.
    const cleared = await api.patch(`/api/admin/v1/jobs/${job.id}`, { apply_url: '', remote_region: '', salary_max: null });
    expect(cleared.json().data).toMatchObject({ apply_url: null, remote_region: null, salary_max: null });
  });

  it('refuses a max below the min, in the body or against the stored end, with nothing saved', async () => {
    const job = await buildJob(t.db, { salary: 8000, salaryMax: 12000 });
    const api = as(moderator);
    for (const body of [{ salary: 9000, salary_max: 5000 }, { salary_max: 7000 }, { salary: 13000 }]) {
      const res = await api.patch(`/api/admin/v1/jobs/${job.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.salary_max).toBe('O salário máximo deve ser maior ou igual ao mínimo.');
    }
    const bad = await api.patch(`/api/admin/v1/jobs/${job.id}`, { salary_currency: 'reais', salary_period: 'quinzena', apply_url: 'javascript:alert(1)', affirmative: 'sim' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['affirmative', 'apply_url', 'salary_currency', 'salary_period']);
    expect(bad.json().errors.apply_url).toBe('Link de candidatura inválido: use http://, https:// ou um caminho começando com /.');
    const stored = await jobRow(job.id);
    expect([stored.salary, stored.salaryMax, stored.salaryCurrency, stored.applyUrl]).toEqual([8000, 12000, 'BRL', null]);
    expect(await auditOf(job.id)).toEqual([]);
    // Raising both ends together is fine.
    expect((await api.patch(`/api/admin/v1/jobs/${job.id}`, { salary: 13000, salary_max: 15000 })).statusCode).toBe(200);
  });
});

describe('POST /api/admin/v1/jobs/bulk', () => {
  it('approves (keeping a past publication date and the old reason), rejects with a kept reason, fills, expires; one audit entry per changed job', async () => {
    const api = as(moderator);
    const a = await buildJob(t.db, { moderationStatus: 'pending', publishedAt: daysAgo(5) });
    const b = await buildJob(t.db, { moderationStatus: 'rejected', rejectionReason: 'Sem salário' });
    const c = await buildJob(t.db);

    const approve = await api.bulk({ action: 'approve', ids: [a.id, b.id, c.id] });
    expect(approve.json()).toEqual({ data: { changed: 2 } });
    expect(await jobRow(a.id)).toMatchObject({ moderationStatus: 'published', publishedAt: a.publishedAt });
    expect(await jobRow(b.id)).toMatchObject({ moderationStatus: 'published', rejectionReason: 'Sem salário' });
    const [entry] = await auditOf(a.id);
    expect(entry).toMatchObject({ action: 'job.approve', actorEmail: moderator.email, before: { moderation_status: 'pending' }, after: { moderation_status: 'published' } });
    expect(await auditOf(c.id)).toEqual([]);

    expect((await api.bulk({ action: 'reject', ids: [a.id], reason: '  Empresa inexistente  ' })).json()).toEqual({ data: { changed: 1 } });
    expect(await jobRow(a.id)).toMatchObject({ moderationStatus: 'rejected', rejectionReason: 'Empresa inexistente' });
    expect((await auditOf(a.id)).at(-1)).toMatchObject({
      action: 'job.reject',
      before: { moderation_status: 'published', rejection_reason: null },
      after: { moderation_status: 'rejected', rejection_reason: 'Empresa inexistente' },
    });

    expect((await api.bulk({ action: 'fill', ids: [c.id] })).json()).toEqual({ data: { changed: 1 } });
    expect((await jobRow(c.id)).filledAt).toBeInstanceOf(Date);
    expect((await api.bulk({ action: 'fill', ids: [c.id] })).json()).toEqual({ data: { changed: 0 } });
    expect((await api.bulk({ action: 'expire', ids: [b.id] })).json()).toEqual({ data: { changed: 1 } });
    expect((await jobRow(b.id)).expiredAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await auditOf(b.id)).map((e) => e.action)).toEqual(['job.approve', 'job.expire']);
  });

  it('reject needs a reason; bad input is 422 and an unknown id fails the whole request with nothing changed', async () => {
    const api = as(moderator);
    const job = await buildJob(t.db, { moderationStatus: 'pending' });
    const noReason = await api.bulk({ action: 'reject', ids: [job.id] });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: 'Informe o motivo da rejeição.' });
    expect((await api.bulk({ action: 'reject', ids: [job.id], reason: '   ' })).json().errors).toEqual({ reason: 'Informe o motivo da rejeição.' });
    expect((await api.bulk({ action: 'reject', ids: [job.id], reason: 'ab' })).statusCode).toBe(422);
    expect((await api.bulk({ action: 'reject', ids: [job.id], reason: 'x'.repeat(501) })).statusCode).toBe(422);
    expect((await api.bulk({ action: 'publish', ids: [job.id] })).statusCode).toBe(422);
    expect((await api.bulk({ action: 'approve', ids: [] })).statusCode).toBe(422);
    expect((await api.bulk({ action: 'approve', ids: Array.from({ length: 101 }, () => randomUUID()) })).statusCode).toBe(422);
    expect((await api.bulk({ action: 'approve', ids: ['1 OR 1=1'] })).statusCode).toBe(422);

    const unknown = await api.bulk({ action: 'approve', ids: [job.id, randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    expect((await jobRow(job.id)).moderationStatus).toBe('pending');
    expect(await auditOf(job.id)).toEqual([]);
  });

  it('is for staff holding jobs:moderate only', async () => {
    const job = await buildJob(t.db, { moderationStatus: 'pending' });
    const editor = await buildUser(t.db);
    await runCommand(t.deps, 'grant-role', [editor.email, 'editor']);
    expect((await as(editor).bulk({ action: 'approve', ids: [job.id] })).statusCode).toBe(403);
    const seeker = await buildUser(t.db);
    expect((await as(seeker).bulk({ action: 'approve', ids: [job.id] })).statusCode).toBe(403);
    expect((await jobRow(job.id)).moderationStatus).toBe('pending');
  });
});

describe('import-jobs --review', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });
  const write = (records: object[]) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-review-'));
    folders.push(dir);
    const file = path.join(dir, 'vagas.json');
    fs.writeFileSync(file, JSON.stringify(records));
    return file;
  };

  it("imports new jobs as 'Em revisão'; an existing job keeps its moderation status whatever the flag", async () => {
    const w = uniqueWord();
    const published = { external_id: `pub-${w}`, title: `Analista ${w}`, company: 'Acme', city: 'Recife', state: 'PE' };
    const rejected = { external_id: `rej-${w}`, title: `Golpe ${w}`, company: 'Acme' };
    expect((await runCommand(t.deps, 'import-jobs', [write([published, rejected])])).ok).toBe(true);
    const [pub, rej] = (await Promise.all([`pub-${w}`, `rej-${w}`].map(async (id) => (await t.db.select().from(jobs).where(eq(jobs.externalId, id)))[0]!))) as [
      typeof jobs.$inferSelect,
      typeof jobs.$inferSelect,
    ];
    expect(pub.moderationStatus).toBe('published');
    await as(moderator).bulk({ action: 'reject', ids: [rej.id], reason: 'Golpe conhecido' });

    const fresh = { external_id: `new-${w}`, title: `Designer ${w}`, company: 'Acme' };
    const result = await runCommand(t.deps, 'import-jobs', [write([{ ...published, title: `Analista Sênior ${w}` }, rejected, fresh]), '--review']);
    expect(result.ok).toBe(true);
    expect(result.output.at(-1)).toBe('importados: 1 (em revisão), atualizados: 2, rejeitados: 0');
    const rows = await t.db
      .select()
      .from(jobs)
      .where(inArray(jobs.externalId, [`pub-${w}`, `rej-${w}`, `new-${w}`]));
    const status = Object.fromEntries(rows.map((r) => [r.externalId, [r.moderationStatus, r.title]]));
    expect(status).toEqual({
      [`pub-${w}`]: ['published', `Analista Sênior ${w}`],
      [`rej-${w}`]: ['rejected', `Golpe ${w}`],
      [`new-${w}`]: ['pending', `Designer ${w}`],
    });
    // Without --review a re-import does not publish a rejected job either.
    await runCommand(t.deps, 'import-jobs', [write([rejected])]);
    expect((await jobRow(rej.id)).moderationStatus).toBe('rejected');
  });

  it('refuses unknown flags and says how to use it', async () => {
    const result = await runCommand(t.deps, 'import-jobs', [write([]), '--revisao']);
    expect(result.ok).toBe(false);
    expect(result.output.join('\n')).toContain('import-jobs ARQUIVO (.json ou .csv) [--review]');
  });
});
