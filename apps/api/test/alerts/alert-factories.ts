import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import { jobAlerts, jobPositions, jobs, jobTypes } from '../../src/db/schema/index.ts';
import { seedAlertReferenceData } from '../../src/modules/alerts/alerts.seed.ts';

/** Positions and job types (test databases start empty). */
export async function seedAlertReferences(db: Db): Promise<void> {
  await seedAlertReferenceData(db);
}

export async function positionId(db: Db, position: string): Promise<number> {
  const [row] = await db.select({ id: jobPositions.id }).from(jobPositions).where(eq(jobPositions.position, position));
  if (!row) throw new Error(`position ${position} not seeded`);
  return row.id;
}

export async function typeId(db: Db, type: string): Promise<number> {
  const [row] = await db.select({ id: jobTypes.id }).from(jobTypes).where(eq(jobTypes.type, type));
  if (!row) throw new Error(`type ${type} not seeded`);
  return row.id;
}

type JobOverrides = Partial<typeof jobs.$inferInsert> & { publishedDaysAgo?: number };

/** A job as the importer would store it; `publishedDaysAgo` back-dates both published_at and created_at. */
export async function buildJob(db: Db, overrides: JobOverrides = {}): Promise<{ id: string; title: string }> {
  const { publishedDaysAgo, ...rest } = overrides;
  const at = publishedDaysAgo === undefined ? undefined : sql`now() - make_interval(secs => ${publishedDaysAgo * 86400})`;
  const [row] = await db
    .insert(jobs)
    .values({
      title: 'Desenvolvedor(a) Front-end React Pleno',
      description: 'Vaga de teste',
      company: 'Ipê Software',
      city: 'São Paulo',
      state: 'SP',
      salary: 8000,
      jobType: 'CLT',
      captation: 'direct',
      ...(at ? { publishedAt: at, createdAt: at } : {}),
      ...rest,
    })
    .returning({ id: jobs.id, title: jobs.title });
  if (!row) throw new Error('job not inserted');
  return row;
}

type AlertOverrides = {
  position?: string;
  type?: string;
  city?: string;
  state?: string;
  minSalary?: number;
  maxSalary?: number;
  frequency?: 'daily' | 'weekly' | 'monthly';
  isActive?: boolean;
  /** How long ago the last digest went out (days); the alert is due once this reaches its period. */
  lastDeliveredDaysAgo?: number;
};

/** An alert straight in the database (the API's limits are tested on their own). */
export async function buildAlert(db: Db, userId: string, o: AlertOverrides = {}): Promise<number> {
  const [row] = await db
    .insert(jobAlerts)
    .values({
      userId,
      jobPositionId: await positionId(db, o.position ?? 'Desenvolvedor Front-end'),
      jobTypeId: await typeId(db, o.type ?? 'CLT'),
      city: o.city ?? 'São Paulo',
      state: o.state ?? 'SP',
      minSalary: o.minSalary ?? 0,
      maxSalary: o.maxSalary ?? 0,
      frequency: o.frequency ?? 'daily',
      isActive: o.isActive ?? true,
      lastDeliveredAt: sql`now() - make_interval(secs => ${(o.lastDeliveredDaysAgo ?? 2) * 86400})`,
    })
    .returning({ id: jobAlerts.id });
  if (!row) throw new Error('alert not inserted');
  return row.id;
}

/** Moves an alert's last delivery into the past, as if time had gone by. */
export async function setLastDelivered(db: Db, alertId: number, daysAgo: number): Promise<void> {
  await db
    .update(jobAlerts)
    .set({ lastDeliveredAt: sql`now() - make_interval(secs => ${daysAgo * 86400})` })
    .where(eq(jobAlerts.id, alertId));
}
