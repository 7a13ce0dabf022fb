import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseDocument } from '@rumo/contract';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { auditLog, contents, courseDrafts, planFeatures, planFeatureValues, plans, progress, quizQuestions, themes } from '../../src/db/schema/index.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildEditableCourse, type EditableCourse } from './journey-editor.factory.ts';
import { buildLearner, ensureTestPlans, setPlan } from './journey.factory.ts';

// Issue 16 item 1, decision 1603: the journey editor's drafts, 'Publicar' and the progress rules across edits.
const t = useTestApp();
const base = '/api/admin/v1/journey';
let editor: TestUser;
beforeAll(async () => {
  await ensureTestPlans(t.db);
  editor = await buildUser(t.db, { name: 'Editora' });
  expect((await runCommand(t.deps, 'grant-role', [editor.email, 'editor'])).ok).toBe(true);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (user: TestUser, method: Method, url: string, payload?: object) => t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const edit = (method: Method, url: string, payload?: object) => as(editor, method, `${base}${url}`, payload);
async function ok(method: Method, url: string, payload?: object) {
  const res = await edit(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const publish = (c: EditableCourse) => ok('POST', `/courses/${c.courseId}/publish`);
const documentOf = async (c: EditableCourse): Promise<CourseDocument> => (await ok('GET', `/courses/${c.courseId}`)).document;

/** The learner's view of a course (its contents in walking order, with ended_at). */
async function learnerCourse(user: TestUser, c: EditableCourse) {
  const res = await as(user, 'GET', `/api/v1/steps/${c.courseId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const next = (user: TestUser, c: EditableCourse, contentId: string) => as(user, 'GET', `/api/v1/steps/${c.courseId}/contents/${contentId}/next-content`);

/** Reads the text, passes the quiz: the course ends. */
async function finishCourse(user: TestUser, c: EditableCourse) {
  expect((await next(user, c, c.textId)).statusCode).toBe(200);
  const quiz = (await as(user, 'GET', `/api/v1/steps/${c.courseId}/contents/${c.quizId}`)).json().data;
  const answers = quiz.content.map((q: { uuid: string }) => ({ id: q.uuid, answer: '2' }));
  expect((await as(user, 'PUT', `/api/v1/steps/${c.courseId}/contents/${c.quizId}/verify`, { answers })).statusCode).toBeLessThan(300);
  expect((await next(user, c, c.quizId)).statusCode).toBe(204);
}

async function rowOf(user: TestUser, nodeId: string) {
  const [row] = await t.db
    .select()
    .from(progress)
    .where(and(eq(progress.userId, user.id), eq(progress.nodeId, nodeId)));
  return row;
}

describe('drafts and Publicar', () => {
  it('keeps a new course invisible to learners until Publicar, and shows it in the tree as unpublished', async () => {
    const c = await buildEditableCourse(t.db);
    const learner = await buildLearner(t.db);
    const steps = (await as(learner, 'GET', '/api/v1/steps')).json().data as { courses: { uuid: string }[] }[];
    expect(steps.flatMap((s) => s.courses.map((x) => x.uuid))).not.toContain(c.courseId);
    expect((await as(learner, 'GET', `/api/v1/steps/${c.courseId}`)).statusCode).toBe(404);
    expect((await as(learner, 'GET', `/api/v1/steps/modules/${c.courseId}/preview`)).statusCode).toBe(404);
    expect((await as(learner, 'GET', `/api/v1/steps/${c.courseId}/contents/${c.textId}`)).statusCode).toBe(404);

    const tree = (await ok('GET', '')) as { id: string; courses: { id: string; published_at: string | null; has_unpublished_changes: boolean; contents: number }[] }[];
    const course = tree.find((s) => s.id === c.stepId)!.courses[0]!;
    expect(course).toMatchObject({ id: c.courseId, published_at: null, has_unpublished_changes: true, contents: 2 });

    expect(await publish(c)).toEqual({ published: true, added: 4, updated: 0, removed: 0 });
    const detail = await learnerCourse(learner, c);
    expect(detail.themes[0].topics[0].contents.map((x: { uuid: string }) => x.uuid)).toEqual([c.textId, c.quizId]);
    const after = (await ok('GET', '')) as typeof tree;
    expect(after.find((s) => s.id === c.stepId)!.courses[0]).toMatchObject({ has_unpublished_changes: false });
  });

  it("learners keep the published version while the draft changes; the draft preview shows it; 'Descartar rascunho' drops it", async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const learner = await buildLearner(t.db);
    await ok('PATCH', `/courses/${c.courseId}/contents/${c.textId}`, { title: 'Leitura nova', body: '<p>Versão 2</p>' });
    await ok('PATCH', `/courses/${c.courseId}`, { name: 'Curso renomeado' });

    const seen = await learnerCourse(learner, c);
    expect(seen.name).toBe('Curso do editor');
    expect(seen.themes[0].topics[0].contents[0].title).toBe('Leitura');
    expect((await as(learner, 'GET', `/api/v1/steps/${c.courseId}/contents/${c.textId}`)).json().data.content).toBe('<p>Olá</p>');

    const preview = await ok('GET', `/courses/${c.courseId}/preview`);
    expect(preview.name).toBe('Curso renomeado');
    expect(preview.themes[0].topics[0].contents[0]).toMatchObject({ uuid: c.textId, title: 'Leitura nova', isLocked: false, content: '<p>Versão 2</p>' });
    expect(preview.themes[0].topics[0].contents[1]).toMatchObject({ uuid: c.quizId, isLocked: true, content: null });
    expect((await ok('GET', `/courses/${c.courseId}`)).has_unpublished_changes).toBe(true);

    expect(await ok('DELETE', `/courses/${c.courseId}/draft`)).toEqual({ discarded: true });
    expect((await documentOf(c)).themes[0]!.topics[0]!.contents[0]!.title).toBe('Leitura');

    await ok('PATCH', `/courses/${c.courseId}/contents/${c.textId}`, { title: 'Leitura nova' });
    expect(await publish(c)).toMatchObject({ published: true, added: 0, removed: 0 });
    expect((await learnerCourse(learner, c)).themes[0].topics[0].contents[0].title).toBe('Leitura nova');
    expect(await publish(c)).toEqual({ published: false, added: 0, updated: 0, removed: 0 });
  });

  it("'Retirar do ar' hides a published course from learners and keeps their progress; 'Publicar' brings it back as it was", async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const learner = await buildLearner(t.db);
    expect((await next(learner, c, c.textId)).statusCode).toBe(200);
    const textEnded = (await rowOf(learner, c.textId))!.endedAt;
    expect(textEnded).not.toBeNull();

    expect(await ok('POST', `/courses/${c.courseId}/withdraw`)).toEqual({ withdrawn: true });
    const steps = (await as(learner, 'GET', '/api/v1/steps')).json().data as { courses: { uuid: string }[] }[];
    expect(steps.flatMap((s) => s.courses.map((x) => x.uuid))).not.toContain(c.courseId);
    expect((await as(learner, 'GET', `/api/v1/steps/${c.courseId}`)).statusCode).toBe(404);
    expect((await as(learner, 'GET', `/api/v1/steps/${c.courseId}/contents/${c.textId}`)).statusCode).toBe(404);
    expect((await rowOf(learner, c.textId))!.endedAt).toEqual(textEnded);
    const tree = (await ok('GET', '')) as { id: string; courses: { id: string; published_at: string | null }[] }[];
    expect(tree.find((s) => s.id === c.stepId)!.courses.find((x) => x.id === c.courseId)).toMatchObject({ published_at: null });
    // Withdrawn twice: the same answer, nothing more audited.
    expect(await ok('POST', `/courses/${c.courseId}/withdraw`)).toEqual({ withdrawn: true });

    expect(await publish(c)).toEqual({ published: true, added: 0, updated: 0, removed: 0 });
    const seen = await learnerCourse(learner, c);
    expect(seen.themes[0].topics[0].contents.map((x: { uuid: string; ended_at: string | null }) => [x.uuid, x.ended_at !== null])).toEqual([
      [c.textId, true],
      [c.quizId, false],
    ]);
    const actions = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, c.courseId));
    expect(actions.filter((a) => a.action === 'withdraw')).toHaveLength(1);
    expect(actions.map((a) => a.action)).toContain('publish');
  });

  it("'Publicar' of a course never published and without a draft changes nothing", async () => {
    const c = await buildEditableCourse(t.db);
    await ok('DELETE', `/courses/${c.courseId}/draft`);
    expect(await publish(c)).toEqual({ published: false, added: 0, updated: 0, removed: 0 });
    const tree = (await ok('GET', '')) as { id: string; courses: { id: string; published_at: string | null }[] }[];
    expect(tree.find((s) => s.id === c.stepId)!.courses.find((x) => x.id === c.courseId)).toMatchObject({ published_at: null });
  });

  it('queues concurrent edits of one course: none is lost', async () => {
    const c = await buildEditableCourse(t.db);
    const names = ['A', 'B', 'C', 'D', 'E'].map((x) => `Tema ${x}`);
    const results = await Promise.all(names.map((name) => edit('POST', `/courses/${c.courseId}/themes`, { name })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await documentOf(c)).themes.map((th) => th.name).sort()).toEqual(['Tema 1', ...names]);
  });

  it('audits every write in its transaction', async () => {
    const c = await buildEditableCourse(t.db);
    await ok('POST', `/courses/${c.courseId}/themes`, { name: 'Tema 2' });
    await publish(c);
    const rows = await t.db.select({ action: auditLog.action, entity: auditLog.entity, actor: auditLog.actorEmail }).from(auditLog).where(eq(auditLog.actorEmail, editor.email));
    expect(rows).toContainEqual({ action: 'create', entity: 'theme', actor: editor.email });
    expect(rows).toContainEqual({ action: 'publish', entity: 'course', actor: editor.email });
  });

  it('fails a publish with an invalid content with a pt-BR 422 and saves nothing of it', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    await ok('PATCH', `/courses/${c.courseId}/themes/${c.themeId}`, { name: 'Tema renomeado' });
    const emptyQuiz = await ok('POST', `/courses/${c.courseId}/contents`, { topic_id: c.topicId, title: 'Quiz vazio', type: 'quiz' });
    const res = await edit('POST', `/courses/${c.courseId}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'O curso não pode ser publicado: corrija os conteúdos indicados.',
      errors: { [`contents.${emptyQuiz.id}`]: '"Quiz vazio" precisa de pelo menos uma pergunta.' },
    });
    const [theme] = await t.db.select().from(themes).where(eq(themes.id, c.themeId));
    expect(theme!.name).toBe('Tema 1');
    expect(await t.db.select().from(courseDrafts).where(eq(courseDrafts.courseId, c.courseId))).toHaveLength(1);
    const publishes = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.courseId), eq(auditLog.action, 'publish')));
    expect(publishes).toHaveLength(1); // the factory's first publish only
  });

  it("fails 'Publicar' of a withdrawn course whose published contents are invalid with every problem by content, like a draft's", async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    expect(await ok('POST', `/courses/${c.courseId}/withdraw`)).toEqual({ withdrawn: true });
    // Rows changed behind the editor's back (an older release, a hand-made fix): two invalid contents.
    await t.db.delete(quizQuestions).where(eq(quizQuestions.contentId, c.quizId));
    await t.db.update(contents).set({ type: 'video', body: '' }).where(eq(contents.id, c.textId));
    const res = await edit('POST', `/courses/${c.courseId}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'O curso não pode ser publicado: corrija os conteúdos indicados.',
      errors: {
        [`contents.${c.textId}`]: '"Leitura" precisa do endereço do arquivo.',
        [`contents.${c.quizId}`]: '"Quiz" precisa de pelo menos uma pergunta.',
      },
    });
    const tree = (await ok('GET', '')) as { id: string; courses: { id: string; published_at: string | null }[] }[];
    expect(tree.find((s) => s.id === c.stepId)!.courses.find((x) => x.id === c.courseId)).toMatchObject({ published_at: null });
  });
});

describe('progress across edits', () => {
  it('keeps completions through reorder, rename and republish', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const learner = await buildLearner(t.db);
    await finishCourse(learner, c);
    const endedAt = (await rowOf(learner, c.courseId))!.endedAt;
    expect(endedAt).not.toBeNull();

    await ok('POST', `/courses/${c.courseId}/contents/${c.quizId}/move`, { position: 1 });
    await ok('PATCH', `/courses/${c.courseId}/topics/${c.topicId}`, { name: 'Tópico renomeado' });
    await publish(c);
    const seen = await learnerCourse(learner, c);
    expect(seen.themes[0].topics[0].contents.map((x: { uuid: string; ended_at: string | null }) => [x.uuid, x.ended_at !== null])).toEqual([
      [c.quizId, true],
      [c.textId, true],
    ]);
    expect((await rowOf(learner, c.courseId))!.endedAt).toEqual(endedAt);
  });

  it('adding a content to a finished course re-opens only that course: nothing else is lost', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const learner = await buildLearner(t.db);
    await finishCourse(learner, c);
    const stepEnded = (await rowOf(learner, c.stepId))!.endedAt;
    expect(stepEnded).not.toBeNull();

    const added = (await ok('POST', `/courses/${c.courseId}/contents`, { topic_id: c.topicId, title: 'Leitura extra', type: 'text', body: '<p>Mais</p>' })).id as string;
    const other = await buildEditableCourse(t.db, { publish: true }); // another course (in a new first step), untouched
    await publish(c);

    expect((await rowOf(learner, c.courseId))!.endedAt).toBeNull();
    expect((await rowOf(learner, c.themeId))!.endedAt).toBeNull();
    expect((await rowOf(learner, c.stepId))!.endedAt).toEqual(stepEnded);
    expect((await rowOf(learner, c.textId))!.endedAt).not.toBeNull();
    expect((await rowOf(learner, c.quizId))!.endedAt).not.toBeNull();
    expect(await rowOf(learner, other.courseId)).toBeUndefined();

    const seen = await learnerCourse(learner, c);
    expect(seen.ended_at).toBeNull();
    expect(seen.themes[0].topics[0].contents.at(-1)).toMatchObject({ uuid: added, is_accessible: true, ended_at: null });
    expect((await next(learner, c, added)).statusCode).toBe(204);
    expect((await rowOf(learner, c.courseId))!.endedAt).not.toBeNull();
  });

  it('deleting a content drops only its own progress, and says first what it takes along', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const learner = await buildLearner(t.db);
    expect((await next(learner, c, c.textId)).statusCode).toBe(200);

    const dry = await ok('DELETE', `/courses/${c.courseId}/contents/${c.textId}?dry_run=true`);
    expect(dry).toEqual({ dry_run: true, counts: { courses: 0, themes: 0, topics: 0, contents: 1, questions: 0, learners_with_progress: 1 } });
    expect((await documentOf(c)).themes[0]!.topics[0]!.contents).toHaveLength(2);
    expect((await ok('DELETE', `/courses/${c.courseId}/contents/${c.textId}`)).dry_run).toBe(false);
    expect(await rowOf(learner, c.textId)).toBeDefined(); // a draft change: nothing happens before Publicar
    await publish(c);
    expect(await rowOf(learner, c.textId)).toBeUndefined();
    expect(await rowOf(learner, c.quizId)).toBeDefined();
    expect(await rowOf(learner, c.courseId)).toBeDefined();
    expect((await as(learner, 'GET', `/api/v1/steps/${c.courseId}/contents/${c.textId}`)).statusCode).toBe(404);
  });

  it('deleting a theme in the draft counts its topics, contents and questions', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    expect(await ok('DELETE', `/courses/${c.courseId}/themes/${c.themeId}?dry_run=true`)).toEqual({
      dry_run: true,
      counts: { courses: 0, themes: 1, topics: 1, contents: 2, questions: 1, learners_with_progress: 0 },
    });
  });

  it('deleting a course or a step is immediate, with its counts and its progress rows', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const learner = await buildLearner(t.db);
    expect((await next(learner, c, c.textId)).statusCode).toBe(200);
    const counts = { courses: 1, themes: 1, topics: 1, contents: 2, questions: 1, learners_with_progress: 1 };
    expect(await ok('DELETE', `/courses/${c.courseId}?dry_run=true`)).toEqual({ dry_run: true, counts });
    expect(await ok('DELETE', `/steps/${c.stepId}?dry_run=true`)).toEqual({ dry_run: true, counts });
    expect(await ok('DELETE', `/courses/${c.courseId}`)).toEqual({ dry_run: false, counts });
    expect(await rowOf(learner, c.textId)).toBeUndefined();
    expect(await rowOf(learner, c.courseId)).toBeUndefined();
    expect((await edit('GET', `/courses/${c.courseId}`)).statusCode).toBe(404);
    expect((await ok('DELETE', `/steps/${c.stepId}`)).counts.courses).toBe(0);
    expect((await edit('PATCH', `/steps/${c.stepId}`, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('moves', () => {
  it('moves a content to another topic and a topic to another theme, keeping ids and progress', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const learner = await buildLearner(t.db);
    expect((await next(learner, c, c.textId)).statusCode).toBe(200);
    const theme2 = (await ok('POST', `/courses/${c.courseId}/themes`, { name: 'Tema 2' })).id as string;
    const topic2 = (await ok('POST', `/courses/${c.courseId}/topics`, { theme_id: theme2, name: 'Tópico 2' })).id as string;
    await ok('POST', `/courses/${c.courseId}/contents/${c.textId}/move`, { parent_id: topic2, position: 1 });
    await ok('POST', `/courses/${c.courseId}/topics/${topic2}/move`, { parent_id: c.themeId, position: 1 });
    await publish(c);
    const seen = await learnerCourse(learner, c);
    expect(seen.themes.map((th: { uuid: string }) => th.uuid)).toEqual([c.themeId, theme2]);
    expect(seen.themes[0].topics.map((tp: { uuid: string; contents: { uuid: string }[] }) => [tp.uuid, tp.contents.map((x) => x.uuid)])).toEqual([
      [topic2, [c.textId]],
      [c.topicId, [c.quizId]],
    ]);
    expect(seen.themes[1].topics).toEqual([]);
    expect((await rowOf(learner, c.textId))!.endedAt).not.toBeNull();
  });

  it('reorders steps, courses and themes, renumbering their siblings', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const second = await ok('POST', `/steps/${c.stepId}/courses`, { name: 'Segundo curso', position: 1 });
    const stepOrder = async () => ((await ok('GET', '')) as { id: string; order: number; courses: { id: string }[] }[]).map((s) => s.id);
    const before = await stepOrder();
    expect(before[0]).toBe(c.stepId);
    await ok('PATCH', `/steps/${c.stepId}`, { position: 2 });
    const after = await stepOrder();
    expect(after.slice(0, 2)).toEqual([before[1], c.stepId]);
    const tree = (await ok('GET', '')) as { id: string; order: number; courses: { id: string; order: number }[] }[];
    expect(tree.map((s) => s.order)).toEqual(tree.map((_, i) => i + 1));
    expect(tree.find((s) => s.id === c.stepId)!.courses.map((x) => x.id)).toEqual([second.id, c.courseId]);
    await ok('PATCH', `/courses/${c.courseId}`, { position: 1 });
    const again = (await ok('GET', '')) as typeof tree;
    expect(again.find((s) => s.id === c.stepId)!.courses.map((x) => [x.id, x.order])).toEqual([
      [c.courseId, 1],
      [second.id, 2],
    ]);
    const theme2 = (await ok('POST', `/courses/${c.courseId}/themes`, { name: 'Tema 2' })).id;
    await ok('POST', `/courses/${c.courseId}/themes/${theme2}/move`, { position: 1 });
    expect((await documentOf(c)).themes.map((th) => th.id)).toEqual([theme2, c.themeId]);
    const refused = await edit('POST', `/courses/${c.courseId}/themes/${theme2}/move`, { parent_id: second.id, position: 1 });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { parent_id: 'Um tema só muda de posição dentro do curso.' }]);
  });

  it('refuses a move to a parent in another course with a pt-BR 422, and moves a course between steps at once', async () => {
    const a = await buildEditableCourse(t.db, { publish: true });
    const b = await buildEditableCourse(t.db, { publish: true });
    const res = await edit('POST', `/courses/${a.courseId}/contents/${a.textId}/move`, { parent_id: b.topicId, position: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ parent_id: 'O destino não existe neste curso. Para levar um item a outro curso, crie-o lá.' });

    await ok('PATCH', `/courses/${a.courseId}`, { step_id: b.stepId, position: 1 });
    const tree = (await ok('GET', '')) as { id: string; courses: { id: string; order: number }[] }[];
    expect(tree.find((s) => s.id === b.stepId)!.courses.map((x) => [x.id, x.order])).toEqual([
      [a.courseId, 1],
      [b.courseId, 2],
    ]);
    expect(tree.find((s) => s.id === a.stepId)!.courses).toEqual([]);
  });
});

describe('input', () => {
  it('sanitises text with the one server policy and accepts only URLs as media', async () => {
    const c = await buildEditableCourse(t.db);
    const id = (
      await ok('POST', `/courses/${c.courseId}/contents`, {
        topic_id: c.topicId,
        title: 'Hostil',
        type: 'text',
        body: '<p onclick="x()">Oi<script>alert(1)</script></p><a href="javascript:alert(1)">link</a>',
      })
    ).id;
    const body = (await documentOf(c)).themes[0]!.topics[0]!.contents.find((x) => x.id === id)!.body;
    expect(body).not.toMatch(/script|onclick|javascript/);
    expect(body).toContain('<p>Oi</p>');
    const bad = await edit('POST', `/courses/${c.courseId}/contents`, { topic_id: c.topicId, title: 'Vídeo', type: 'video', body: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ body: 'Informe o endereço do arquivo: um caminho do site (/media/...) ou um link http(s).' });
  });

  it('answers pt-BR 422 for bad input and 404 for unknown ids', async () => {
    const c = await buildEditableCourse(t.db);
    const type = await edit('POST', `/courses/${c.courseId}/contents`, { topic_id: c.topicId, title: 'X', type: 'podcast' });
    expect(type.statusCode).toBe(422);
    expect(type.json().errors.type).toBe('Tipo de conteúdo inválido.');
    const wrong = await edit('PATCH', `/courses/${c.courseId}/contents/${c.quizId}`, { questions: [{ question: 'Q?', alternatives: ['a', 'b'], correct: 'c' }] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ 'questions.0.correct': 'Marque uma das alternativas como a correta.' });
    const feature = await edit('PATCH', `/steps/${c.stepId}`, { required_feature: 'nao-existe' });
    expect(feature.json()).toEqual({ message: 'Os dados enviados são inválidos. Verifique os campos destacados.', errors: { required_feature: 'Recurso de plano desconhecido.' } });
    expect((await edit('PATCH', `/steps/${c.stepId}`, { name: '  ' })).statusCode).toBe(422);

    expect((await edit('GET', `/courses/${randomUUID()}`)).json()).toEqual({ message: 'Curso não encontrado.' });
    expect((await edit('POST', `/steps/${randomUUID()}/courses`, { name: 'X' })).json()).toEqual({ message: 'Etapa não encontrada.' });
    const noTheme = await edit('POST', `/courses/${c.courseId}/topics`, { theme_id: randomUUID(), name: 'X' });
    expect([noTheme.statusCode, noTheme.json()]).toEqual([404, { message: 'Tema não encontrado neste curso.' }]);
    expect((await edit('DELETE', `/courses/${c.courseId}/contents/${randomUUID()}`)).statusCode).toBe(404);
    expect((await edit('POST', `/courses/${c.courseId}/publish`.replace(c.courseId, 'nao-e-uuid'))).statusCode).toBe(422);
  });

  it('gates a step by a plan feature: closed (403) for a plan without it, open for one with it, rows kept', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    await t.db.insert(planFeatures).values({ key: 'mentorship', label: 'Mentoria', description: 'Sessões.' }).onConflictDoNothing();
    const [mentor] = await t.db.insert(plans).values({ key: 'jt-mentor', name: 'Com mentoria', price: 59.9 }).returning();
    await t.db.insert(planFeatureValues).values([
      { planId: mentor!.id, featureKey: 'journey', enabled: true },
      { planId: mentor!.id, featureKey: 'mentorship', enabled: true },
    ]);
    const plain = await buildLearner(t.db);
    const mentee = await buildLearner(t.db);
    await setPlan(t.db, mentee.id, 'jt-mentor');
    expect((await next(plain, c, c.textId)).statusCode).toBe(200);

    expect(await ok('PATCH', `/steps/${c.stepId}`, { required_feature: 'mentorship' })).toMatchObject({ id: c.stepId, required_feature: 'mentorship' });
    const closed = await as(plain, 'GET', `/api/v1/steps/${c.courseId}`);
    // The 403 names the cheapest plan on sale that opens the step (decision 1703).
    expect([closed.statusCode, closed.json()]).toEqual([403, { message: 'Disponível no plano Com mentoria. Conheça os planos para desbloquear esta etapa da Jornada.' }]);
    const stepsSeen = (await as(plain, 'GET', '/api/v1/steps')).json().data as { uuid: string; is_locked: boolean }[];
    expect(stepsSeen.find((s) => s.uuid === c.stepId)!.is_locked).toBe(true);
    expect((await learnerCourse(mentee, c)).uuid).toBe(c.courseId);

    expect(await ok('PATCH', `/steps/${c.stepId}`, { required_feature: null })).toMatchObject({ required_feature: null });
    expect((await learnerCourse(plain, c)).themes[0].topics[0].contents[0].ended_at).not.toBeNull();
  });
});
