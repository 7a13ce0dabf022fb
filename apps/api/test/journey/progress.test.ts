import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { progress, quizAttempts } from '../../src/db/schema/index.ts';
import type { TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJourney, buildLearner, ensureTestPlans, type TestJourney, type TestQuiz } from './journey.factory.ts';

const t = useTestApp();
let j: TestJourney;
beforeAll(async () => {
  await ensureTestPlans(t.db);
  j = await buildJourney(t.db);
});

const contentUrl = (course: string, content: string) => `/api/v1/steps/${course}/contents/${content}`;
const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
const next = (user: TestUser, course: string, content: string) => get(user, `${contentUrl(course, content)}/next-content`);
const verify = (user: TestUser, course: string, content: string, answers: unknown) =>
  t.app.inject({ method: 'PUT', url: `${contentUrl(course, content)}/verify`, headers: user.headers, payload: { answers } });
/** Answers the first `right` questions correctly and the rest wrongly. */
const answers = (quiz: TestQuiz, right: number) => quiz.questions.map((q, i) => ({ id: q.id, answer: i < right ? q.correct : q.wrong }));

async function rowOf(user: TestUser, nodeId: string) {
  const [row] = await t.db
    .select()
    .from(progress)
    .where(and(eq(progress.userId, user.id), eq(progress.nodeId, nodeId)));
  return row;
}

/** Walks course A up to (not including) the quiz. */
async function walkToQuiz(user: TestUser) {
  expect((await next(user, j.courseA, j.a.text)).statusCode).toBe(200);
  expect((await next(user, j.courseA, j.a.video)).statusCode).toBe(200);
}

async function passQuizzesAndFinishA(user: TestUser) {
  await walkToQuiz(user);
  expect((await verify(user, j.courseA, j.a.quiz.id, answers(j.a.quiz, 4))).statusCode).toBe(200);
  expect((await next(user, j.courseA, j.a.quiz.id)).statusCode).toBe(200);
  expect((await next(user, j.courseA, j.a.download)).statusCode).toBe(200);
  expect((await verify(user, j.courseA, j.a.exam.id, answers(j.a.exam, 3))).statusCode).toBe(200);
  return next(user, j.courseA, j.a.exam.id);
}

describe('GET /api/v1/steps/{course}/contents/{content}', () => {
  it('serves an accessible content with its body and place', async () => {
    const user = await buildLearner(t.db);
    const res = await get(user, contentUrl(j.courseA, j.a.text));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      uuid: j.a.text,
      title: 'O que é Git',
      type: 'text',
      order: 1,
      is_accessible: true,
      ended_at: null,
      topic_uuid: j.topics.a1,
      theme_uuid: j.themes.a1,
      content: '<p>Git é um sistema de controle de versões.</p>',
      pass_percent: null,
    });
  });

  it.each([
    ['a content not opened yet', () => [j.courseA, j.a.video], 403],
    ['a quiz not opened yet', () => [j.courseA, j.a.quiz.id], 403],
    ['a content of a locked course', () => [j.courseB, j.b.audio], 403],
    ['a content of another course', () => [j.courseA, j.b.audio], 404],
    ['an unknown content', () => [j.courseA, randomUUID()], 404],
    ['a malformed content id', () => [j.courseA, 'x1'], 404],
    ['an unknown course', () => [randomUUID(), j.a.text], 404],
  ])('refuses %s (%i)', async (_label, ids, status) => {
    const user = await buildLearner(t.db);
    const [course, content] = ids();
    const res = await get(user, contentUrl(course!, content!));
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toContain('/media/journey');
  });
});

describe('refusing to complete what is not unlocked', () => {
  it.each([
    ['a later content of the open course', () => [j.courseA, j.a.video]],
    ['the exam at the end of the course', () => [j.courseA, j.a.exam.id]],
    ['a content of a locked course', () => [j.courseB, j.b.audio]],
    ['a content of a locked step', () => [j.courseC, j.c.tests]],
  ])('next-content on %s is 403 and stores nothing', async (_label, ids) => {
    const user = await buildLearner(t.db);
    const [course, content] = ids();
    const res = await next(user, course!, content!);
    expect(res.statusCode).toBe(403);
    const row = await rowOf(user, content!);
    expect(row?.endedAt ?? null).toBeNull();
  });

  it('verify on a locked quiz is 403 and stores no attempt', async () => {
    const user = await buildLearner(t.db);
    const res = await verify(user, j.courseA, j.a.quiz.id, answers(j.a.quiz, 4));
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toEqual([]);
  });

  it('next-content with a content of another course is 404', async () => {
    const user = await buildLearner(t.db);
    expect((await next(user, j.courseA, j.b.audio)).statusCode).toBe(404);
    expect((await next(user, j.courseA, 'nope')).statusCode).toBe(404);
  });
});

describe('walking a course', () => {
  it('next-content completes the content and answers the next one with its topic and theme', async () => {
    const user = await buildLearner(t.db);
    const first = await next(user, j.courseA, j.a.text);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.content).toMatchObject({ uuid: j.a.video, type: 'video', is_accessible: true, ended_at: null });
    expect(data.topic).toMatchObject({ uuid: j.topics.a1, is_accessible: true, ended_at: null });
    expect(data.theme).toMatchObject({ uuid: j.themes.a1, order: 1, is_accessible: true, ended_at: null });
    expect(data.course).toEqual({ uuid: j.courseA, ended_at: null, progress: { total: 5, completed: 1 } });
    expect((await rowOf(user, j.a.text))?.endedAt).toBeInstanceOf(Date);

    // End of topic 1: the topic ends and the quiz (topic 2) opens.
    const second = (await next(user, j.courseA, j.a.video)).json().data;
    expect(second.content).toMatchObject({ uuid: j.a.quiz.id, type: 'quiz', is_accessible: true });
    expect(second.topic).toMatchObject({ uuid: j.topics.a2, is_accessible: true, ended_at: null });
    expect((await rowOf(user, j.topics.a1))?.endedAt).toBeInstanceOf(Date);
  });

  it('revisiting a finished content answers the next one without changing anything', async () => {
    const user = await buildLearner(t.db);
    await next(user, j.courseA, j.a.text);
    const endedAt = (await rowOf(user, j.a.text))?.endedAt;
    const again = await next(user, j.courseA, j.a.text);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.content.uuid).toBe(j.a.video);
    expect((await rowOf(user, j.a.text))?.endedAt).toEqual(endedAt);
  });

  it('a quiz that fails keeps the course closed; passing it moves on', async () => {
    const user = await buildLearner(t.db);
    await walkToQuiz(user);
    const quizUrl = contentUrl(j.courseA, j.a.quiz.id);

    const questions = (await get(user, quizUrl)).json().data.content;
    expect(questions).toHaveLength(4);
    expect(questions[0]).toEqual({ uuid: j.a.quiz.questions[0]!.id, question: 'Pergunta 1?', alternatives: ['Errada 1', 'Certa 1', 'Outra 1'], last_attempt: null, review: null });
    expect(JSON.stringify(questions)).not.toMatch(/correct_?answer/i);

    expect((await next(user, j.courseA, j.a.quiz.id)).statusCode).toBe(409);

    // 2 of 4 right (50%): graded, stored, still not passed.
    const failed = await verify(user, j.courseA, j.a.quiz.id, answers(j.a.quiz, 2));
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual(j.a.quiz.questions.map((q, i) => ({ id: q.id, isCorrect: i < 2, feedback: null })));
    const refused = await next(user, j.courseA, j.a.quiz.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Você precisa de 70% de acerto no quiz para continuar.');
    const afterFail = (await get(user, quizUrl)).json().data.content;
    expect(afterFail[2].last_attempt).toEqual({ answer: 'Errada 3', is_correct: false, feedback: null });
    expect(afterFail[0].last_attempt).toEqual({ answer: 'Certa 1', is_correct: true, feedback: null });

    // 3 of 4 (75%) passes; the last attempt replaces the previous one.
    const passed = await verify(user, j.courseA, j.a.quiz.id, answers(j.a.quiz, 3));
    expect(passed.json().filter((r: { isCorrect: boolean }) => r.isCorrect)).toHaveLength(3);
    const moved = await next(user, j.courseA, j.a.quiz.id);
    expect(moved.statusCode).toBe(200);
    const data = moved.json().data;
    expect(data.content).toMatchObject({ uuid: j.a.download, is_accessible: true });
    expect(data.theme).toMatchObject({ uuid: j.themes.a2, order: 2, is_accessible: true, ended_at: null });
    expect((await rowOf(user, j.themes.a1))?.endedAt).toBeInstanceOf(Date);

    // A finished quiz is read-only: it shows the last attempt and refuses new answers.
    const finished = (await get(user, quizUrl)).json().data;
    expect(finished.ended_at).not.toBeNull();
    expect(finished.content[2].last_attempt).toEqual({ answer: 'Certa 3', is_correct: true, feedback: null });
    // Passed: the review shows the right alternative of the question still answered wrong (decision 1605).
    expect(finished.content[3].review).toEqual({ correct_answer: j.a.quiz.questions[3]!.correct, correct_feedback: null, explanation: null });
    expect((await verify(user, j.courseA, j.a.quiz.id, answers(j.a.quiz, 4))).statusCode).toBe(409);
  });

  it('the last content answers 204, ends the course and opens the next course; the step ends with its last course', async () => {
    const user = await buildLearner(t.db);
    const end = await passQuizzesAndFinishA(user);
    expect(end.statusCode).toBe(204);
    expect(end.body).toBe('');

    let steps = (await get(user, '/api/v1/steps')).json().data;
    expect(steps[0].courses[0]).toMatchObject({ is_accessible: true, progress: { total: 5, completed: 5 } });
    expect(steps[0].courses[0].ended_at).not.toBeNull();
    expect(steps[0].courses[1]).toMatchObject({ is_accessible: true, ended_at: null });
    expect(steps[0]).toMatchObject({ ended_at: null, progress: { total: 6, completed: 5, percent: 83 } });
    expect(steps[1].is_locked).toBe(true);

    // Reviewing a finished course: the last content still answers 204.
    expect((await next(user, j.courseA, j.a.exam.id)).statusCode).toBe(204);

    expect((await next(user, j.courseB, j.b.audio)).statusCode).toBe(204);
    steps = (await get(user, '/api/v1/steps')).json().data;
    expect(steps[0].ended_at).not.toBeNull();
    expect(steps[0].progress.percent).toBe(100);
    expect(steps[1]).toMatchObject({ is_locked: false });
    expect(steps[1].courses[0]).toMatchObject({ is_accessible: true });
    const tests = await get(user, contentUrl(j.courseC, j.c.tests));
    expect(tests.json().data).toMatchObject({ type: 'tests', is_accessible: true });
    expect((await next(user, j.courseC, j.c.tests)).statusCode).toBe(204);
    steps = (await get(user, '/api/v1/steps')).json().data;
    expect(steps[1].ended_at).not.toBeNull();
  });

  it('the exam is graded like a quiz (2 of 3 = 67% fails, 3 of 3 passes)', async () => {
    const user = await buildLearner(t.db);
    await walkToQuiz(user);
    await verify(user, j.courseA, j.a.quiz.id, answers(j.a.quiz, 4));
    await next(user, j.courseA, j.a.quiz.id);
    await next(user, j.courseA, j.a.download);
    await verify(user, j.courseA, j.a.exam.id, answers(j.a.exam, 2));
    expect((await next(user, j.courseA, j.a.exam.id)).statusCode).toBe(409);
    await verify(user, j.courseA, j.a.exam.id, answers(j.a.exam, 3));
    expect((await next(user, j.courseA, j.a.exam.id)).statusCode).toBe(204);
  });

  it("one learner's progress is invisible to another", async () => {
    const ahead = await buildLearner(t.db);
    await walkToQuiz(ahead);
    const other = await buildLearner(t.db);
    expect((await get(other, contentUrl(j.courseA, j.a.video))).statusCode).toBe(403);
    const steps = (await get(other, '/api/v1/steps')).json().data;
    expect(steps[0].courses[0].progress.completed).toBe(0);
  });
});

describe('PUT verify: validation', () => {
  it.each([
    ['no answers', () => [], 'answers'],
    ['a missing question', () => answers(j.a.quiz, 4).slice(1), 'answers'],
    ['a question of another quiz', () => [...answers(j.a.quiz, 4).slice(1), { id: j.a.exam.questions[0]!.id, answer: 'Certa 1' }], 'answers.3.id'],
    ['an answer that is not an alternative', () => answers(j.a.quiz, 4).map((a, i) => (i === 0 ? { ...a, answer: 'inventada' } : a)), 'answers.0.answer'],
    ['a malformed question id', () => [{ id: 'abc', answer: 'x' }], 'answers.0.id'],
    ['a missing answer', () => [{ id: j.a.quiz.questions[0]!.id }], 'answers.0.answer'],
  ])('refuses %s with 422', async (_label, payload, field) => {
    const user = await buildLearner(t.db);
    await walkToQuiz(user);
    const res = await verify(user, j.courseA, j.a.quiz.id, payload());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeTruthy();
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toEqual([]);
  });

  it('refuses to grade a content that is not a quiz (422)', async () => {
    const user = await buildLearner(t.db);
    const res = await verify(user, j.courseA, j.a.text, [{ id: j.a.quiz.questions[0]!.id, answer: 'Certa 1' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Este conteúdo não é um quiz.');
  });
});
