import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import { contents, courses, planFeatures, planFeatureValues, plans, quizQuestions, steps, themes, topics, users } from '../../src/db/schema/index.ts';
import { buildUser, type TestUser } from '../factories.ts';

/**
 * Plans for journey tests, inserted by the test itself (an empty database has none): 'free' without
 * the journey, a paid plan with it, and one whose journey flag is stored as disabled.
 */
export async function ensureTestPlans(db: Db): Promise<void> {
  await db.insert(planFeatures).values({ key: 'journey', label: 'Jornada de aprendizagem', description: 'Etapas e cursos.' }).onConflictDoNothing();
  await db
    .insert(plans)
    .values([
      { key: 'free', name: 'Gratuito', price: 0 },
      { key: 'jt-journey', name: 'Com jornada', price: 29.9 },
      { key: 'jt-disabled', name: 'Jornada desligada', price: 9.9 },
    ])
    .onConflictDoNothing({ target: plans.key });
  const rows = await db.select({ id: plans.id, key: plans.key }).from(plans);
  const id = (key: string) => rows.find((r) => r.key === key)!.id;
  await db
    .insert(planFeatureValues)
    .values([
      { planId: id('free'), featureKey: 'journey', enabled: false },
      { planId: id('jt-journey'), featureKey: 'journey', enabled: true },
      { planId: id('jt-disabled'), featureKey: 'journey', enabled: false },
    ])
    .onConflictDoNothing();
}

export async function setPlan(db: Db, userId: string, planKey: string | null): Promise<void> {
  const [plan] = planKey ? await db.select({ id: plans.id }).from(plans).where(eq(plans.key, planKey)) : [];
  await db
    .update(users)
    .set({ planId: plan?.id ?? null })
    .where(eq(users.id, userId));
}

/** A user on a plan that includes the journey. */
export async function buildLearner(db: Db): Promise<TestUser> {
  await ensureTestPlans(db);
  const user = await buildUser(db);
  await setPlan(db, user.id, 'jt-journey');
  return user;
}

export type TestQuiz = { id: string; questions: { id: string; correct: string; wrong: string }[] };
export type TestJourney = {
  steps: [string, string];
  courseA: string;
  courseB: string;
  courseC: string;
  /** Course A in walking order: text, video (topic 1), quiz (topic 2) | download, exam (theme 2). */
  a: { text: string; video: string; quiz: TestQuiz; download: string; exam: TestQuiz };
  themes: { a1: string; a2: string };
  topics: { a1: string; a2: string; a3: string };
  b: { audio: string };
  c: { tests: string };
};

async function insertQuiz(db: Db, topicId: string, type: string, order: number, count: number): Promise<TestQuiz> {
  const [content] = await db
    .insert(contents)
    .values({ topicId, title: `${type} de revisão`, type, order, body: '' })
    .returning();
  const questions = [];
  for (let i = 0; i < count; i++) {
    const correct = `Certa ${i + 1}`;
    const wrong = `Errada ${i + 1}`;
    const [q] = await db
      .insert(quizQuestions)
      .values({ contentId: content!.id, question: `Pergunta ${i + 1}?`, alternatives: [wrong, correct, `Outra ${i + 1}`], correctAnswer: correct, order: i + 1 })
      .returning();
    questions.push({ id: q!.id, correct, wrong });
  }
  return { id: content!.id, questions };
}

/** The catalogue shared by one test file: step 1 (courses A and B), step 2 (course C). */
export async function buildJourney(db: Db): Promise<TestJourney> {
  const [s1, s2] = await db
    .insert(steps)
    .values([
      { name: 'Fundamentos', description: 'Base técnica.', order: 1 },
      { name: 'Mercado', description: 'Preparação.', order: 2 },
    ])
    .returning();
  const [cA, cB] = await db
    .insert(courses)
    .values([
      { stepId: s1!.id, name: 'Git do zero', description: 'Versionamento.', order: 1 },
      { stepId: s1!.id, name: 'HTTP na prática', description: 'Protocolos.', order: 2 },
    ])
    .returning();
  const [cC] = await db.insert(courses).values({ stepId: s2!.id, name: 'Currículo', description: 'CV.', order: 1 }).returning();
  const [thA1, thA2] = await db
    .insert(themes)
    .values([
      { courseId: cA!.id, name: 'Primeiros passos', order: 1 },
      { courseId: cA!.id, name: 'Avaliação', order: 2 },
    ])
    .returning();
  const [thB] = await db.insert(themes).values({ courseId: cB!.id, name: 'Requisições', order: 1 }).returning();
  const [thC] = await db.insert(themes).values({ courseId: cC!.id, name: 'Estrutura', order: 1 }).returning();
  const [tpA1, tpA2] = await db
    .insert(topics)
    .values([
      { themeId: thA1!.id, name: 'Conceitos', order: 1 },
      { themeId: thA1!.id, name: 'Fixação', order: 2 },
    ])
    .returning();
  const [tpA3] = await db.insert(topics).values({ themeId: thA2!.id, name: 'Prova final', order: 1 }).returning();
  const [tpB] = await db.insert(topics).values({ themeId: thB!.id, name: 'Verbos', order: 1 }).returning();
  const [tpC] = await db.insert(topics).values({ themeId: thC!.id, name: 'Seções', order: 1 }).returning();
  const [text, video] = await db
    .insert(contents)
    .values([
      { topicId: tpA1!.id, title: 'O que é Git', type: 'text', order: 1, body: '<p>Git é um sistema de controle de versões.</p>' },
      { topicId: tpA1!.id, title: 'Vídeo: commits', type: 'video', order: 2, body: '/media/journey/video.webm' },
    ])
    .returning();
  const quiz = await insertQuiz(db, tpA2!.id, 'quiz', 1, 4);
  const [download] = await db.insert(contents).values({ topicId: tpA3!.id, title: 'Guia de comandos', type: 'download', order: 1, body: '/media/journey/guia.pdf' }).returning();
  const exam = await insertQuiz(db, tpA3!.id, 'exam', 2, 3);
  const [audio] = await db.insert(contents).values({ topicId: tpB!.id, title: 'Áudio: GET e POST', type: 'audio', order: 1, body: '/media/journey/audio.ogg' }).returning();
  const [tests] = await db.insert(contents).values({ topicId: tpC!.id, title: 'Teste prático', type: 'tests', order: 1, body: '' }).returning();
  return {
    steps: [s1!.id, s2!.id],
    courseA: cA!.id,
    courseB: cB!.id,
    courseC: cC!.id,
    a: { text: text!.id, video: video!.id, quiz, download: download!.id, exam },
    themes: { a1: thA1!.id, a2: thA2!.id },
    topics: { a1: tpA1!.id, a2: tpA2!.id, a3: tpA3!.id },
    b: { audio: audio!.id },
    c: { tests: tests!.id },
  };
}
