import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { CourseDocument } from '@rumo/contract';
import { progress, steps, users } from '../../db/schema/index.ts';
import type { Seeder } from '../../seed/seed.ts';
import { loadCatalogue, flattenCourse } from './journey-catalogue.ts';
import { syncJourney } from './journey-progress.ts';
import { normaliseContent, saveDraft } from './journey-drafts.service.ts';
import { publishCourse } from './journey-publish.service.ts';
import { createCourse, createStep } from './journey-structure.service.ts';
import type { SeedContent, SeedCourse, SeedStep } from './seed/seed-types.ts';
import { entrevistas } from './seed/step-entrevistas.ts';
import { fundamentos } from './seed/step-fundamentos.ts';
import { mercado } from './seed/step-mercado.ts';

export const journeySeed: SeedStep[] = [fundamentos, mercado, entrevistas];

function bodyOf(content: SeedContent): string {
  if (content.type === 'text') return content.html;
  if ('url' in content) return content.url;
  return '';
}

/** A seed course as the editor's draft document (text sanitised, answers checked, by the same rules). */
function documentOf(course: SeedCourse): CourseDocument {
  return {
    name: course.name,
    description: course.description,
    themes: course.themes.map((theme) => ({
      id: randomUUID(),
      name: theme.name,
      topics: theme.topics.map((topic) => ({
        id: randomUUID(),
        name: topic.name,
        contents: topic.contents.map((content) => {
          const questions = 'questions' in content ? content.questions : [];
          const passPercent = 'questions' in content ? (content.passPercent ?? null) : null;
          return { id: randomUUID(), title: content.title, type: content.type, ...normaliseContent(content.type, bodyOf(content), questions, undefined, passPercent) };
        }),
      })),
    })),
  };
}

/**
 * The starter journey is ordinary content (issue 16 item 6, docs/decisions/1603): each step and
 * course is created, written as a draft and published through the editor's own functions, as the
 * command line, in one transaction. Only when no step exists: never overwrites.
 */
export async function seedJourneyCatalogue(db: Db, journey: SeedStep[] = journeySeed): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(steps);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const step of journey) {
      const { id: stepId } = await createStep(tx, 'cli', { name: step.name, description: step.description, required_feature: null });
      for (const course of step.courses) {
        const courseId = await createCourse(tx, 'cli', stepId, { name: course.name, description: course.description, skills: course.skills ?? [] });
        await saveDraft(tx, 'cli', courseId, documentOf(course));
        await publishCourse(tx, 'cli', courseId);
      }
    }
  });
  return true;
}

/** The demo user has watched the welcome video and read the first text of the first course. */
export async function seedDemoProgress(db: Db, demoEmail: string, finishedContents = 2): Promise<boolean> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail));
  if (!demo) return false;
  const [any] = await db.select({ nodeId: progress.nodeId }).from(progress).where(eq(progress.userId, demo.id)).limit(1);
  if (any) return false;
  const firstCourse = (await loadCatalogue(db))[0]?.courses[0];
  if (!firstCourse) return false;
  const done = flattenCourse(firstCourse).slice(0, finishedContents);
  const now = new Date();
  await db
    .insert(progress)
    .values(done.map((p) => ({ userId: demo.id, nodeId: p.content.id, nodeKind: 'content', accessibleAt: now, endedAt: now })))
    .onConflictDoNothing();
  // Let the rules open and stamp the rest (topics, the next content…).
  await syncJourney(db, demo.id);
  return true;
}

/** Content: the starter journey, when there is none (demo start or `seed-content`, docs/decisions/0707). */
export const journeyCatalogueSeeder: Seeder = {
  name: 'journey',
  run: async ({ db, log }) => {
    if (await seedJourneyCatalogue(db)) log('jornada de aprendizagem criada (3 etapas)');
  },
};

/** Demo data: the demo user's first steps in the journey. */
export function demoJourneyProgressSeeder(demoEmail: string): Seeder {
  return {
    name: 'demo-journey-progress',
    run: async ({ db, log }) => {
      if (await seedDemoProgress(db, demoEmail)) log(`progresso da jornada criado para ${demoEmail}`);
    },
  };
}
