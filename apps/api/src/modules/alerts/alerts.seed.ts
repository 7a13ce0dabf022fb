import { eq, inArray, sql } from 'drizzle-orm';
import { JOB_TYPES, type AlertFrequency } from '@rumo/contract';
import { rowsOf, type Db } from '../../db/database.ts';
import { seekerVisible } from '../jobs/index.ts';
import { appSettings, jobAlerts, jobPositions, jobTypes, users } from '../../db/schema/index.ts';
import type { Seeder } from '../../seed/seed.ts';
import { LATE_IMPORT_DAYS, PERIOD_DAYS } from './delivery/delivery-schedule.ts';
import { positionQuery, titleVector } from './delivery/match-jobs.ts';
import { JOB_POSITIONS } from './job-positions.data.ts';

/** Positions and job types; existing rows are left alone (an operator may have added more). */
export async function seedAlertReferenceData(db: Db): Promise<void> {
  await db
    .insert(jobPositions)
    .values(JOB_POSITIONS.map((position) => ({ position })))
    .onConflictDoNothing({ target: jobPositions.position });
  await db
    .insert(jobTypes)
    .values(JOB_TYPES.map((type) => ({ type })))
    .onConflictDoNothing({ target: jobTypes.type });
}

export const alertReferenceSeeder: Seeder = { name: 'alert-positions-and-types', run: ({ db }) => seedAlertReferenceData(db) };

type DemoAlert = { position: string; type: string; city: string; state: string; minSalary: number; maxSalary: number; frequency: AlertFrequency; dueNow: boolean };

/** Positions tried, in order, for the demo alerts that follow the seeded jobs. */
const DEMO_POSITIONS = [
  'Desenvolvedor Front-end',
  'Engenheiro de Dados',
  'Desenvolvedor Back-end',
  'Analista de Dados',
  'Desenvolvedor Full Stack',
  'Cientista de Dados',
  'Analista de QA',
];

/** Used when there are no jobs to follow (or none match). */
const FALLBACK: DemoAlert[] = [
  { position: 'Desenvolvedor Front-end', type: 'CLT', city: 'São Paulo', state: 'SP', minSalary: 5000, maxSalary: 0, frequency: 'daily', dueNow: true },
  { position: 'Engenheiro de Dados', type: 'PJ', city: 'Florianópolis', state: 'SC', minSalary: 8000, maxSalary: 20000, frequency: 'weekly', dueNow: false },
];
const MONTHLY: DemoAlert = { position: 'Designer UX/UI', type: 'CLT', city: 'Belo Horizonte', state: 'MG', minSalary: 0, maxSalary: 0, frequency: 'monthly', dueNow: false };

/** The city, state and type where a position has the most recent open jobs, if any. */
async function busiestPlace(db: Db, position: string): Promise<{ city: string; state: string; type: string } | undefined> {
  const [row] = rowsOf<{ city: string; state: string; type: string }>(
    await db.execute(sql`
      SELECT j.city, j.state, j.job_type AS type, count(*) AS n FROM jobs j
      JOIN job_types t ON t.type = j.job_type
      WHERE ${titleVector(sql`j.title`)} @@ (${positionQuery(position)})
        AND j.city IS NOT NULL AND j.state IS NOT NULL AND ${seekerVisible('j')}
        -- Only jobs the first pass can still mail (see LATE_IMPORT_DAYS): the demo digest is not empty.
        AND j.published_at > now() - make_interval(days => ${PERIOD_DAYS.daily + LATE_IMPORT_DAYS})
      GROUP BY j.city, j.state, j.job_type
      ORDER BY n DESC, j.city, j.state, j.job_type
      LIMIT 1`),
  );
  return row;
}

/**
 * The demo alerts follow the seeded jobs, so the first delivery pass mails a real digest: the daily
 * alert is already due and points at the place with the most jobs for its position.
 */
async function demoAlerts(db: Db): Promise<DemoAlert[]> {
  const found: DemoAlert[] = [];
  for (const position of DEMO_POSITIONS) {
    if (found.length === 2) break;
    const place = await busiestPlace(db, position);
    if (!place) continue;
    const daily = found.length === 0;
    found.push({ position, ...place, minSalary: daily ? 0 : 5000, maxSalary: 0, frequency: daily ? 'daily' : 'weekly', dueNow: daily });
  }
  return [...(found.length === 2 ? found : FALLBACK), MONTHLY];
}

/**
 * Three alerts for the demo user, once: a marker in app_settings records that it ran, so alerts
 * the user deletes do not come back on the next start.
 */
export function demoAlertsSeeder(demoEmail: string): Seeder {
  return {
    name: 'demo-job-alerts',
    run: async ({ db, log }) => {
      const marker = `seed.demo_job_alerts:${demoEmail}`;
      const [done] = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, marker));
      if (done) return;
      const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail));
      if (!demo) return;
      const [existing] = await db.select({ id: jobAlerts.id }).from(jobAlerts).where(eq(jobAlerts.userId, demo.id)).limit(1);
      if (!existing) {
        const wanted = await demoAlerts(db);
        const positions = await db
          .select()
          .from(jobPositions)
          .where(
            inArray(
              jobPositions.position,
              wanted.map((a) => a.position),
            ),
          );
        const types = await db
          .select()
          .from(jobTypes)
          .where(
            inArray(
              jobTypes.type,
              wanted.map((a) => a.type),
            ),
          );
        const values = wanted.flatMap((a) => {
          const positionId = positions.find((p) => p.position === a.position)?.id;
          const typeId = types.find((t) => t.type === a.type)?.id;
          if (positionId === undefined || typeId === undefined) return [];
          const { position: _p, type: _t, dueNow, ...rest } = a;
          return [
            {
              ...rest,
              userId: demo.id,
              jobPositionId: positionId,
              jobTypeId: typeId,
              lastDeliveredAt: dueNow ? sql`now() - interval '1 day 1 minute'` : sql`now()`,
            },
          ];
        });
        if (values.length === 0) return;
        // Newest first on screen: insert the daily (already due) alert last so it is listed first.
        await db.insert(jobAlerts).values(values.reverse());
        log(`alertas de vagas de demonstração criados: ${values.length}`);
      }
      await db.insert(appSettings).values({ key: marker, value: new Date().toISOString() }).onConflictDoNothing();
    },
  };
}
