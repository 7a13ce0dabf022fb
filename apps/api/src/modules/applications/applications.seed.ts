import { eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { applicationStatusChanges, applications, jobs, users } from '../../db/schema/index.ts';
import type { Seeder } from '../../seed/seed.ts';
import { seekerVisible } from '../jobs/index.ts';

const DAY = 86_400_000;

/**
 * The demo user's story: how long ago each application was sent and, for each later status,
 * how many days after sending it happened. Spread over more than a year so every period filter
 * ('Última semana', 'Último mês', 'Último ano') shows something different.
 */
const DEMO_STORIES: { daysAgo: number; steps: [ApplicationStatus, number][] }[] = [
  { daysAgo: 1, steps: [] },
  { daysAgo: 5, steps: [['review', 2]] },
  {
    daysAgo: 12,
    steps: [
      ['review', 3],
      ['interview', 7],
    ],
  },
  {
    daysAgo: 25,
    steps: [
      ['review', 4],
      ['interview', 10],
      ['test', 15],
    ],
  },
  {
    daysAgo: 40,
    steps: [
      ['review', 6],
      ['rejected', 14],
    ],
  },
  {
    daysAgo: 50,
    steps: [
      ['review', 5],
      ['interview', 12],
      ['test', 20],
      ['approved', 30],
    ],
  },
  { daysAgo: 150, steps: [['closed', 60]] },
  {
    daysAgo: 400,
    steps: [
      ['review', 7],
      ['interview', 15],
      ['rejected', 25],
    ],
  },
];

/** Picks open jobs spread across the newest ones, so the demo list mixes companies, cities and captations. */
async function pickJobs(db: Db, count: number): Promise<string[]> {
  const pool = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(seekerVisible())
    .orderBy(sql`${jobs.publishedAt} desc`, jobs.id)
    .limit(count * 5);
  const step = Math.max(1, Math.floor(pool.length / count));
  return pool
    .filter((_, i) => i % step === 0)
    .slice(0, count)
    .map((j) => j.id);
}

export async function seedDemoApplications(db: Db, demoEmail: string, now = Date.now()): Promise<number> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail)).limit(1);
  if (!demo) return 0;
  // Never overwrite: once the demo user has any application (seeded or their own), leave them alone.
  const [existing] = await db.select({ id: applications.id }).from(applications).where(eq(applications.userId, demo.id)).limit(1);
  if (existing) return 0;
  const jobIds = await pickJobs(db, DEMO_STORIES.length);
  if (jobIds.length === 0) return 0;

  const planned = jobIds.map((jobId, i) => {
    const story = DEMO_STORIES[i]!;
    const createdAt = new Date(now - story.daysAgo * DAY);
    const timeline = [
      { status: 'open' as ApplicationStatus, at: createdAt },
      ...story.steps.map(([status, after]) => ({ status, at: new Date(createdAt.getTime() + after * DAY) })),
    ];
    const last = timeline.at(-1)!;
    return { jobId, createdAt, status: last.status, updatedAt: last.at, timeline };
  });

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applications)
      .values(planned.map((p) => ({ userId: demo.id, jobId: p.jobId, status: p.status, createdAt: p.createdAt, updatedAt: p.updatedAt })))
      .onConflictDoNothing()
      .returning({ id: applications.id, jobId: applications.jobId });
    const idByJob = new Map(inserted.map((r) => [r.jobId, r.id]));
    const changes = planned.flatMap((p) => {
      const applicationId = idByJob.get(p.jobId);
      return applicationId ? p.timeline.map((h) => ({ applicationId, status: h.status, changedAt: h.at })) : [];
    });
    if (changes.length) await tx.insert(applicationStatusChanges).values(changes);
  });
  return planned.length;
}

/** Runs after the jobs seeder; with no jobs yet it does nothing and tries again on the next start. */
export function applicationsSeeder(demoEmail: string): Seeder {
  return {
    name: 'applications',
    run: async ({ db, log }) => {
      const count = await seedDemoApplications(db, demoEmail);
      if (count) log(`${count} candidaturas de demonstração criadas para ${demoEmail}`);
    },
  };
}
