import type { JobPosition, JobTypeOption } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { jobPositions, jobTypes } from '../../db/schema/index.ts';

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** The seeded positions, sorted the way a Brazilian reader expects (accents ignored). */
export async function listPositions(db: Db): Promise<JobPosition[]> {
  const rows = await db.select({ id: jobPositions.id, position: jobPositions.position }).from(jobPositions);
  return rows.sort((a, b) => byName.compare(a.position, b.position));
}

/** Job types in their seeded order (CLT, PJ, Estágio, Freelancer, Temporário). */
export async function listJobTypes(db: Db): Promise<JobTypeOption[]> {
  return db.select({ id: jobTypes.id, type: jobTypes.type }).from(jobTypes).orderBy(jobTypes.id);
}
