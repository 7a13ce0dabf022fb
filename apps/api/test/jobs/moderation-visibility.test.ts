import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { runDeliveryPass } from '../../src/modules/alerts/delivery/delivery-pass.ts';
import { buildAlert, seedAlertReferences } from '../alerts/alert-factories.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, daysFromNow, uniqueWord } from './job-factory.ts';

// DECISIONS (Jobs), decision 1402: a job seeker sees a job only while it is published, its date
// has come, it has not expired and it is not filled, on every path that reads jobs. Each test below
// has the same six jobs (one of each kind) and proves one path shows the published one only.

const t = useTestApp({ publicUrl: 'https://rumo.example' });
const word = uniqueWord();
const KINDS = ['published', 'pending', 'rejected', 'filled', 'future', 'expired'] as const;
type Kind = (typeof KINDS)[number];
const ids = {} as Record<Kind, string>;
let seeker: TestUser;
let moderator: TestUser;

const overridesFor: Record<Kind, Parameters<typeof buildJob>[1]> = {
  published: {},
  pending: { moderationStatus: 'pending' },
  rejected: { moderationStatus: 'rejected', rejectionReason: 'Vaga duplicada' },
  filled: { filledAt: daysAgo(0) },
  future: { publishedAt: daysFromNow(2) },
  expired: { expiredAt: daysAgo(1) },
};

const get = (url: string, user: TestUser = seeker) => t.app.inject({ method: 'GET', url, headers: user.headers });

beforeAll(async () => {
  await seedAlertReferences(t.db);
  seeker = await buildUser(t.db, { name: 'Joana Busca' });
  moderator = await buildUser(t.db);
  await runCommand(t.deps, 'grant-role', [moderator.email, 'moderator']);
  for (const kind of KINDS) {
    // All alike (title, place, type) so that only moderation, dates and the filled flag tell them apart.
    const job = await buildJob(t.db, {
      title: `Desenvolvedor Front-end ${word} ${kind}`,
      city: 'São Paulo',
      state: 'SP',
      jobType: 'CLT',
      workModel: 'híbrido',
      seniority: 'Pleno',
      ...overridesFor[kind],
    });
    ids[kind] = job.id;
  }
});

describe('what a job seeker sees (decision 1402)', () => {
  it('search by text lists and counts only the published job, facets included', async () => {
    const res = await get(`/api/v1/jobs?query=${word}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((j: { uuid: string }) => j.uuid)).toEqual([ids.published]);
    expect(body.meta.total).toBe(1);
    expect(body.filters.states).toEqual([{ value: 'SP', count: 1 }]);
    expect(body.filters.cities).toEqual([{ value: 'São Paulo', count: 1 }]);
    expect(body.filters.job_types).toEqual([{ value: 'CLT', count: 1 }]);
    expect(body.filters.work_models).toEqual([{ value: 'híbrido', count: 1 }]);
    expect(body.filters.seniorities).toEqual([{ value: 'Pleno', count: 1 }]);
  });

  it('the list without a text query (newest first, filters) lists and counts only the published job', async () => {
    const res = await get('/api/v1/jobs?state=SP&city=sao%20paulo');
    const body = res.json();
    expect(body.data.map((j: { uuid: string }) => j.uuid)).toEqual([ids.published]);
    expect(body.meta.total).toBe(1);
    expect(body.filters.cities).toEqual([{ value: 'São Paulo', count: 1 }]);
  });

  it('a typo search (the trigram fallback) finds only the published job', async () => {
    // 'Desenvolvedro' matches no stem: the fuzzy title match answers instead.
    const res = await get(`/api/v1/jobs?query=${encodeURIComponent(`Desenvolvedro ${word}`)}`);
    const body = res.json();
    expect(body.data.map((j: { uuid: string }) => j.uuid)).toEqual([ids.published]);
    expect(body.meta.total).toBe(1);
  });

  it('the detail opens for the published, filled and expired jobs (saying so) and is 404 for the others', async () => {
    const published = await get(`/api/v1/jobs/${ids.published}`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ uuid: ids.published, filled: false, is_expired: false });
    const filled = await get(`/api/v1/jobs/${ids.filled}`);
    expect(filled.statusCode).toBe(200);
    expect(filled.json().data).toMatchObject({ filled: true, is_expired: false });
    const expired = await get(`/api/v1/jobs/${ids.expired}`);
    expect(expired.statusCode).toBe(200);
    expect(expired.json().data).toMatchObject({ filled: false, is_expired: true });
    for (const kind of ['pending', 'rejected', 'future'] as const) {
      const res = await get(`/api/v1/jobs/${ids[kind]}`);
      expect(res.statusCode, kind).toBe(404);
      expect(res.json()).toEqual({ message: 'Vaga não encontrada.' });
    }
  });

  it('applying: 404 for pending, rejected and scheduled jobs, 422 for filled and expired, 201 for the published one', async () => {
    const user = await buildUser(t.db);
    const apply = (id: string) => t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: id } });
    for (const kind of ['pending', 'rejected', 'future'] as const) expect((await apply(ids[kind])).statusCode, kind).toBe(404);
    const filled = await apply(ids.filled);
    expect(filled.statusCode).toBe(422);
    expect(filled.json().message).toBe('Esta vaga foi preenchida e não recebe mais candidaturas.');
    expect((await apply(ids.expired)).statusCode).toBe(422);
    expect((await apply(ids.published)).statusCode).toBe(201);
    // The dashboard's recent applications and the applications list hold only what could be applied to.
    const list = (await get('/api/v1/applications?per_page=3&sort=created_at&direction=desc', user)).json();
    expect(list.data.map((a: { job: { uuid: string } }) => a.job.uuid)).toEqual([ids.published]);
  });

  it('the alert digest e-mail lists and counts only the published job', async () => {
    const user = await buildUser(t.db, { name: 'Alice Alerta' });
    await buildAlert(t.db, user.id, { position: 'Desenvolvedor Front-end', type: 'CLT', city: 'São Paulo', state: 'SP' });
    await runDeliveryPass(t.deps, { force: false });
    const mails = t.sentEmails.filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Rumo: 1 nova vaga para os seus alertas (resumo diário)');
    expect(mail!.text).toContain(`https://rumo.example/jobs/${ids.published}`);
    for (const kind of KINDS.filter((k) => k !== 'published')) expect(mail!.text, kind).not.toContain(ids[kind]);
  });

  it('a moderation change shows at once: approving a job lists it, rejecting it hides it again (caches cleared)', async () => {
    const search = async () => (await get(`/api/v1/jobs?query=${word}`)).json();
    // Warm the caches first: the answer after the change must not come from them.
    expect((await search()).meta.total).toBe(1);
    const bulk = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/v1/jobs/bulk', headers: moderator.headers, payload });
    expect((await bulk({ action: 'approve', ids: [ids.pending] })).json()).toEqual({ data: { changed: 1 } });
    const after = await search();
    expect(after.meta.total).toBe(2);
    expect(after.data.map((j: { uuid: string }) => j.uuid).sort()).toEqual([ids.published, ids.pending].sort());
    expect(after.filters.states).toEqual([{ value: 'SP', count: 2 }]);
    expect((await get(`/api/v1/jobs/${ids.pending}`)).statusCode).toBe(200);

    expect((await bulk({ action: 'reject', ids: [ids.pending], reason: 'Empresa não confirmou a vaga' })).statusCode).toBe(200);
    expect((await search()).meta.total).toBe(1);
    expect((await get(`/api/v1/jobs/${ids.pending}`)).statusCode).toBe(404);
  });

  it('an application made before the job was rejected stays in the person’s own list (their history), the job page is gone', async () => {
    const user = await buildUser(t.db);
    const job = await buildJob(t.db, { title: `Analista ${word} retirada` });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: job.id } })).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/admin/v1/jobs/bulk', headers: moderator.headers, payload: { action: 'reject', ids: [job.id], reason: 'Golpe' } });
    const list = (await get('/api/v1/applications', user)).json();
    expect(list.data.map((a: { job: { uuid: string } }) => a.job.uuid)).toEqual([job.id]);
    expect((await get(`/api/v1/jobs/${job.id}`, user)).statusCode).toBe(404);
  });
});
