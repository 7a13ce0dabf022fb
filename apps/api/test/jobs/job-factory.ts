import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';
import { jobs } from '../../src/db/schema/index.ts';

export type JobOverrides = Partial<typeof jobs.$inferInsert>;

const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
export const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);

/** Inserts one job; every field can be overridden. */
export async function buildJob(db: Db, overrides: JobOverrides = {}) {
  const [job] = await db
    .insert(jobs)
    .values({
      externalId: `test-${randomUUID()}`,
      title: 'Analista de Sistemas',
      description: 'Vaga de teste.\nSegunda linha.',
      company: 'Empresa Teste',
      city: 'Curitiba',
      state: 'PR',
      salary: 5000,
      captation: 'company',
      url: 'https://exemplo.com.br/vaga',
      jobType: 'CLT',
      workModel: 'remoto',
      seniority: 'Pleno',
      skills: ['SQL'],
      publishedAt: daysAgo(1),
      ...overrides,
    })
    .returning();
  if (!job) throw new Error('job not created');
  return job;
}

/** A word no other test uses, so each test searches only its own jobs. */
export const uniqueWord = () =>
  `zq${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}x`;
