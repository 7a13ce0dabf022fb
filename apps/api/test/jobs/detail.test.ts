import { describe, expect, it } from 'vitest';
import { jobDetailResponse } from '@rumo/contract';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, daysFromNow } from './job-factory.ts';

const t = useTestApp();

describe('GET /api/v1/jobs/:uuid', () => {
  it('answers the job in the contract shape', async () => {
    const user = await buildUser(t.db);
    const job = await buildJob(t.db, { title: 'Desenvolvedora Python', salary: 8500.5, expiredAt: daysFromNow(10), skills: ['Python', 'Django'] });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    const body = jobDetailResponse.parse(res.json());
    expect(body.data).toMatchObject({ uuid: job.id, title: 'Desenvolvedora Python', salary: 8500.5, is_expired: false, skills: ['Python', 'Django'], captation: 'company' });
    expect(body.data.expired_at).toBe(job.expiredAt!.toISOString());
  });

  it('opens an expired job and says so; nulls stay null', async () => {
    const user = await buildUser(t.db);
    const job = await buildJob(t.db, { expiredAt: daysAgo(2), salary: null, company: null, city: null, url: null });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ is_expired: true, salary: null, company: null, city: null, url: null });
  });

  it("answers 404 'Vaga não encontrada.' for unknown and malformed ids", async () => {
    const user = await buildUser(t.db);
    for (const id of ['4b0a4a7e-3c59-4a8e-9d6e-1f2a3b4c5d6e', 'nao-existe', '123', "1' or '1'='1", 'x'.repeat(80)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${encodeURIComponent(id)}`, headers: user.headers });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Vaga não encontrada.' });
    }
  });

  it('answers 401 without a token', async () => {
    const job = await buildJob(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}` });
    expect(res.statusCode).toBe(401);
  });
});
