import type { Db } from '../db/database.ts';
import { alertReferenceSeeder, demoAlertsSeeder } from '../modules/alerts/alerts.seed.ts';
import { applicationsSeeder } from '../modules/applications/applications.seed.ts';
import { curriculumSeeder } from '../modules/curriculum/curriculum.seed.ts';
import { demoJourneyProgressSeeder, journeyCatalogueSeeder } from '../modules/journey/journey.seed.ts';
import { demoPlanSeeder, plansSeeder } from '../modules/plans/plans.seed.ts';
import { highlightsSeeder } from '../modules/highlights/highlights.seed.ts';
import { DEMO_EMAIL, demoUserSeeder } from './demo-user.seed.ts';
import { jobsSeeder } from './jobs.seed.ts';

export { DEMO_EMAIL, DEMO_PASSWORD } from './demo-user.seed.ts';

export type SeedContext = { db: Db; scryptLogN: number; log: (line: string) => void };
/** A feature's seed: must be idempotent and never overwrite existing data. */
export type Seeder = { name: string; run: (ctx: SeedContext) => Promise<void> };

/** What every deployment needs, seeded at every start: plans, alert positions and job types (docs/decisions/0707). */
export const referenceSeeders: Seeder[] = [alertReferenceSeeder, plansSeeder];

/** Content an operator may load on purpose (`seed-content`): the starter journey and the highlights. */
export const contentSeeders: Seeder[] = [journeyCatalogueSeeder, highlightsSeeder];

/**
 * The demo account and its world: only on the embedded default or with SEED_DEMO=1. Jobs come
 * before the applications and alerts, which follow them.
 */
export const demoSeeders: Seeder[] = [
  demoUserSeeder,
  demoPlanSeeder(DEMO_EMAIL),
  demoJourneyProgressSeeder(DEMO_EMAIL),
  jobsSeeder,
  applicationsSeeder(DEMO_EMAIL),
  demoAlertsSeeder(DEMO_EMAIL),
  curriculumSeeder(DEMO_EMAIL),
];

async function runSeeders(ctx: SeedContext, seeders: Seeder[]): Promise<void> {
  for (const seeder of seeders) await seeder.run(ctx);
}

/** The start's seeding: reference data always; content and demo data only when `demo` (docs/decisions/0707). */
export async function seedDatabase(ctx: SeedContext, options: { demo: boolean }): Promise<void> {
  await runSeeders(ctx, referenceSeeders);
  if (!options.demo) return;
  await runSeeders(ctx, contentSeeders);
  await runSeeders(ctx, demoSeeders);
}

/** `seed-content`: the starter journey and the highlights, on purpose; never overwrites. */
export async function seedContent(ctx: SeedContext): Promise<void> {
  await runSeeders(ctx, referenceSeeders);
  await runSeeders(ctx, contentSeeders);
}
