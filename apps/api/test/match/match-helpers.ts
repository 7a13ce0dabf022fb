import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { buildJob, uniqueWord, type JobOverrides } from '../jobs/job-factory.ts';
import type { TestUser } from '../factories.ts';

/** A job that says nothing any factor reads: each test sets only what it checks (docs/decisions/1704). */
export function bareJob(db: Db, word: string, overrides: JobOverrides = {}) {
  return buildJob(db, {
    title: `Vaga ${word}`,
    skills: [],
    seniority: null,
    workModel: null,
    state: null,
    city: null,
    jobType: null,
    salary: null,
    salaryMax: null,
    ...overrides,
  });
}

/** A CV with only what the test gives (no experience, no state, any contract type, no salary). */
export async function createCv(app: FastifyInstance, user: TestUser, fields: Record<string, unknown> = {}): Promise<{ uuid: string; name: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/curriculum',
    headers: user.headers,
    payload: { name: 'CV de teste', role: 'Desenvolvedora', summary: 'Resumo do currículo.', worked_before: false, last_salary: null, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** An ISO date `years` years before today (for experiences of a known length). */
export function yearsAgo(years: number): string {
  const d = new Date(Date.now() - (years * 365 + 3) * 86_400_000);
  return d.toISOString().slice(0, 10);
}

export type ListBody = {
  data: { uuid: string; title: string }[];
  compatibility: { status: string; curriculum: { uuid: string; name: string } | null; scores: Record<string, number> };
};

export async function list(app: FastifyInstance, user: TestUser, query: string): Promise<ListBody> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/jobs?${query}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function matchOf(app: FastifyInstance, user: TestUser, uuid: string) {
  const res = await app.inject({ method: 'GET', url: `/api/v1/jobs/${uuid}/match`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export { uniqueWord };
