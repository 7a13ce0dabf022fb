import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sanitizeHtml } from '../../lib/html-sanitizer.ts';
import { contents, courses, progress, quizQuestions, steps, themes, topics, users } from '../../db/schema/index.ts';
import type { Seeder } from '../../seed/seed.ts';
import { loadCatalogue, flattenCourse } from './journey-catalogue.ts';
import { syncJourney } from './journey-progress.ts';
import type { SeedContent, SeedStep } from './seed/seed-types.ts';
import { entrevistas } from './seed/step-entrevistas.ts';
import { fundamentos } from './seed/step-fundamentos.ts';
import { mercado } from './seed/step-mercado.ts';

export const journeySeed: SeedStep[] = [fundamentos, mercado, entrevistas];

function bodyOf(content: SeedContent): string {
  if (content.type === 'text') return sanitizeHtml(content.html);
  if ('url' in content) return content.url;
  return '';
}

/**
 * Inserts the whole journey in one multi-row insert per table (ids made here so children can point
 * at their parents without reading anything back). Only when no step exists: never overwrites.
 */
export async function seedJourneyCatalogue(db: Db, journey: SeedStep[] = journeySeed): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(steps);
  if ((existing?.n ?? 0) > 0) return false;
  const rows = { steps: [] as (typeof steps.$inferInsert)[], courses: [] as (typeof courses.$inferInsert)[], themes: [] as (typeof themes.$inferInsert)[] };
  const topicRows: (typeof topics.$inferInsert)[] = [];
  const contentRows: (typeof contents.$inferInsert)[] = [];
  const questionRows: (typeof quizQuestions.$inferInsert)[] = [];
  journey.forEach((step, si) => {
    const stepId = randomUUID();
    rows.steps.push({ id: stepId, name: step.name, description: step.description, order: si + 1 });
    step.courses.forEach((course, ci) => {
      const courseId = randomUUID();
      rows.courses.push({ id: courseId, stepId, name: course.name, description: course.description, order: ci + 1 });
      course.themes.forEach((theme, thi) => {
        const themeId = randomUUID();
        rows.themes.push({ id: themeId, courseId, name: theme.name, order: thi + 1 });
        theme.topics.forEach((topic, tpi) => {
          const topicId = randomUUID();
          topicRows.push({ id: topicId, themeId, name: topic.name, order: tpi + 1 });
          topic.contents.forEach((content, cti) => {
            const contentId = randomUUID();
            contentRows.push({ id: contentId, topicId, title: content.title, type: content.type, order: cti + 1, body: bodyOf(content) });
            if ('questions' in content) {
              content.questions.forEach((q, qi) => {
                if (!q.alternatives.includes(q.correct)) throw new Error(`seed: correct answer is not an alternative: ${q.question}`);
                questionRows.push({ contentId, question: q.question, alternatives: q.alternatives, correctAnswer: q.correct, order: qi + 1 });
              });
            }
          });
        });
      });
    });
  });
  await db.transaction(async (tx) => {
    await tx.insert(steps).values(rows.steps);
    await tx.insert(courses).values(rows.courses);
    await tx.insert(themes).values(rows.themes);
    await tx.insert(topics).values(topicRows);
    await tx.insert(contents).values(contentRows);
    if (questionRows.length > 0) await tx.insert(quizQuestions).values(questionRows);
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
