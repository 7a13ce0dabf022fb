import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/password-hash.ts';
import { alertReferenceSeeder, demoAlertsSeeder } from '../modules/alerts/alerts.seed.ts';
import { applicationsSeeder } from '../modules/applications/applications.seed.ts';
import { curriculumSeeder } from '../modules/curriculum/curriculum.seed.ts';
import { journeySeeder } from '../modules/journey/journey.seed.ts';
import { plansSeeder } from '../modules/plans/plans.seed.ts';
import { highlightsSeeder } from '../modules/highlights/highlights.seed.ts';
import { jobsSeeder } from './jobs.seed.ts';

export const DEMO_EMAIL = 'demo@rumo.app';
export const DEMO_PASSWORD = 'rumo-demo-2026';

export type SeedContext = { db: Db; scryptLogN: number; log: (line: string) => void };
/** A feature's seed: must be idempotent and never overwrite existing data. */
export type Seeder = { name: string; run: (ctx: SeedContext) => Promise<void> };

async function ensureDemoUser({ db, scryptLogN, log }: SeedContext): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing) return;
  await db
    .insert(users)
    .values({
      name: 'Ana Souza',
      email: DEMO_EMAIL,
      passwordHash: await hashPassword(DEMO_PASSWORD, scryptLogN),
      tel: '11987654321',
      linkedin: 'https://www.linkedin.com/in/ana-souza-demo',
    })
    .onConflictDoNothing();
  log(`usuário de demonstração criado: ${DEMO_EMAIL}`);
}

/**
 * Order matters: reference data (plans, positions), then content (jobs, journey, highlights),
 * then the demo user and what belongs to them.
 */
export const seeders: Seeder[] = [
  { name: 'demo-user', run: ensureDemoUser },
  alertReferenceSeeder,
  plansSeeder(DEMO_EMAIL),
  journeySeeder(DEMO_EMAIL),
  // Jobs before the applications seeder, which applies the demo user to some of them.
  jobsSeeder,
  applicationsSeeder(DEMO_EMAIL),
  demoAlertsSeeder(DEMO_EMAIL),
  curriculumSeeder(DEMO_EMAIL),
  highlightsSeeder,
];

export async function seedDatabase(ctx: SeedContext): Promise<void> {
  for (const seeder of seeders) await seeder.run(ctx);
}
