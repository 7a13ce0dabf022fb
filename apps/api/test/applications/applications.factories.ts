import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import { applicationStatusChanges, applications, jobs } from '../../src/db/schema/index.ts';

let jobCounter = 0;

/** A job row for the applications tests (the jobs module has its own factories). */
export async function buildJob(db: Db, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  jobCounter += 1;
  const [job] = await db
    .insert(jobs)
    .values({
      title: `Pessoa Desenvolvedora ${jobCounter}`,
      description: 'Vaga de teste para candidaturas.',
      company: 'Empresa Teste',
      city: 'São Paulo',
      state: 'SP',
      salary: 8000,
      captation: 'direct',
      url: 'https://empresa.example/vagas/1',
      ...overrides,
    })
    .returning();
  if (!job) throw new Error('job not created');
  return job;
}

/** Moves an application (and its timeline) back in time, as if it had been created `daysAgo` days ago. */
export async function backdateApplication(db: Db, applicationId: string, daysAgo: number): Promise<void> {
  const when = new Date(Date.now() - daysAgo * 86_400_000);
  await db.update(applications).set({ createdAt: when, updatedAt: when }).where(eq(applications.id, applicationId));
  await db
    .update(applicationStatusChanges)
    .set({ changedAt: when })
    .where(inArray(applicationStatusChanges.applicationId, [applicationId]));
}
