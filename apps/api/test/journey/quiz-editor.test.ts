import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseDocument } from '@rumo/contract';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { auditLog, contents, courseDrafts, quizQuestions } from '../../src/db/schema/index.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildEditableCourse, type EditableCourse } from './journey-editor.factory.ts';
import { buildLearner, ensureTestPlans } from './journey.factory.ts';

// Issue 16 item 2, decision 1605: feedback per alternative, explanation, pass mark per quiz, GIFT/CSV import.
const t = useTestApp();
const base = '/api/admin/v1/journey';
let editor: TestUser;
let moderator: TestUser;
beforeAll(async () => {
  await ensureTestPlans(t.db);
  editor = await buildUser(t.db, { name: 'Editora' });
  moderator = await buildUser(t.db, { name: 'Moderador' });
  expect((await runCommand(t.deps, 'grant-role', [editor.email, 'editor'])).ok).toBe(true);
  expect((await runCommand(t.deps, 'grant-role', [moderator.email, 'moderator'])).ok).toBe(true);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (user: TestUser, method: Method, url: string, payload?: object) => t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const edit = (method: Method, url: string, payload?: object) => as(editor, method, `${base}${url}`, payload);
async function ok(method: Method, url: string, payload?: object) {
  const res = await edit(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const quizOf = async (c: EditableCourse) => {
  const doc = (await ok('GET', `/courses/${c.courseId}`)).document as CourseDocument;
  return doc.themes[0]!.topics[0]!.contents.find((x) => x.id === c.quizId)!;
};

const HTTP_QUESTIONS = [
  {
    question: 'Qual status HTTP diz "não encontrado"?',
    alternatives: ['200', '404', '500'],
    correct: '404',
    feedback: ['200 é sucesso: a página existe.', 'Isso: 404 é não encontrado.', '500 é um erro do servidor.'],
    explanation: 'Os códigos 4xx são erros do cliente; 404 diz que o recurso não existe.',
  },
  { question: 'Qual comando prepara um arquivo para o commit?', alternatives: ['git add', 'git push'], correct: 'git add', feedback: ['', 'O push envia ao remoto.'] },
];

describe('editing questions: feedback, explanation and pass mark', () => {
  it('stores feedback per alternative, the explanation and the pass mark in the draft, and publishes them keeping ids', async () => {
    const c = await buildEditableCourse(t.db);
    await ok('PATCH', `/courses/${c.courseId}/contents/${c.quizId}`, { questions: HTTP_QUESTIONS, pass_percent: 50 });
    const quiz = await quizOf(c);
    expect(quiz.pass_percent).toBe(50);
    expect(quiz.questions.map(({ id: _id, ...q }) => q)).toEqual([HTTP_QUESTIONS[0], { ...HTTP_QUESTIONS[1], explanation: '' }]);

    await ok('POST', `/courses/${c.courseId}/publish`);
    const rows = await t.db.select().from(quizQuestions).where(eq(quizQuestions.contentId, c.quizId)).orderBy(quizQuestions.order);
    expect(rows.map((r) => [r.id, r.feedback, r.explanation])).toEqual(quiz.questions.map((q) => [q.id, q.feedback, q.explanation]));
    const [content] = await t.db.select({ passPercent: contents.passPercent }).from(contents).where(eq(contents.id, c.quizId));
    expect(content?.passPercent).toBe(50);
    // The published course reads back the same (a new draft starts from it).
    expect(await quizOf(c)).toEqual(quiz);
  });

  it('keeps feedback (by alternative) and explanation when a client edits a question without them; null restores the default pass mark', async () => {
    const c = await buildEditableCourse(t.db);
    await ok('PATCH', `/courses/${c.courseId}/contents/${c.quizId}`, { questions: HTTP_QUESTIONS, pass_percent: 80 });
    const [first] = (await quizOf(c)).questions;
    await ok('PATCH', `/courses/${c.courseId}/contents/${c.quizId}`, {
      questions: [{ id: first!.id, question: 'Qual status é "não encontrado"?', alternatives: ['404', '200', '301'], correct: '404' }],
      pass_percent: null,
    });
    const quiz = await quizOf(c);
    expect(quiz.pass_percent).toBeNull();
    expect(quiz.questions).toEqual([
      {
        id: first!.id,
        question: 'Qual status é "não encontrado"?',
        alternatives: ['404', '200', '301'],
        correct: '404',
        feedback: ['Isso: 404 é não encontrado.', '200 é sucesso: a página existe.', ''],
        explanation: HTTP_QUESTIONS[0]!.explanation,
      },
    ]);
  });

  it('answers pt-BR 422 beside the fields: one correct, 2–6 unique alternatives, feedback per alternative, pass mark 1–100', async () => {
    const c = await buildEditableCourse(t.db);
    const before = await quizOf(c);
    const q = { question: 'Q?', alternatives: ['a', 'b'], correct: 'a' };
    const cases: [object, Record<string, string>][] = [
      [{ questions: [{ ...q, correct: 'c' }] }, { 'questions.0.correct': 'Marque uma das alternativas como a correta.' }],
      [{ questions: [{ ...q, alternatives: ['a', ' a '] }] }, { 'questions.0.alternatives.1': 'As alternativas não podem se repetir.' }],
      [{ questions: [{ ...q, alternatives: ['a'] }] }, { 'questions.0.alternatives': 'Informe de 2 a 6 alternativas.' }],
      [{ questions: [{ ...q, alternatives: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }] }, { 'questions.0.alternatives': 'Informe de 2 a 6 alternativas.' }],
      [{ questions: [{ ...q, feedback: ['só uma'] }] }, { 'questions.0.feedback': 'Informe um feedback por alternativa (pode ficar em branco).' }],
      [{ questions: [{ ...q, feedback: ['x'.repeat(1001), ''] }] }, { 'questions.0.feedback.0': 'O campo feedback deve ter no máximo 1000 caracteres.' }],
      [{ pass_percent: 0 }, { pass_percent: 'A nota mínima deve estar entre 1 e 100.' }],
      [{ pass_percent: 101 }, { pass_percent: 'A nota mínima deve estar entre 1 e 100.' }],
      [{ pass_percent: 70.5 }, { pass_percent: 'A nota mínima deve ser um número inteiro.' }],
      [{ pass_percent: '70' }, { pass_percent: 'A nota mínima deve ser um número.' }],
    ];
    for (const [payload, errors] of cases) {
      const res = await edit('PATCH', `/courses/${c.courseId}/contents/${c.quizId}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ message: 'Os dados enviados são inválidos. Verifique os campos destacados.', errors });
    }
    expect(await quizOf(c)).toEqual(before);
  });

  it('reads a draft saved before decision 1605 (no feedback, explanation or pass mark) as having none', async () => {
    const c = await buildEditableCourse(t.db);
    const [draft] = await t.db.select().from(courseDrafts).where(eq(courseDrafts.courseId, c.courseId));
    const old = structuredClone(draft!.document) as {
      themes: { topics: { contents: { pass_percent?: unknown; questions: { feedback?: unknown; explanation?: unknown }[] }[] }[] }[];
    };
    for (const content of old.themes[0]!.topics[0]!.contents) {
      delete content.pass_percent;
      for (const q of content.questions) {
        delete q.feedback;
        delete q.explanation;
      }
    }
    await t.db.update(courseDrafts).set({ document: old }).where(eq(courseDrafts.courseId, c.courseId));
    expect(await quizOf(c)).toMatchObject({ pass_percent: null, questions: [{ alternatives: ['1', '2'], feedback: ['', ''], explanation: '' }] });
    expect(await ok('POST', `/courses/${c.courseId}/publish`)).toMatchObject({ published: true });
  });
});

describe('the learner: feedback on a failure, the review after a pass', () => {
  async function publishedQuiz(passPercent: number | null) {
    const c = await buildEditableCourse(t.db);
    await ok('PATCH', `/courses/${c.courseId}/contents/${c.quizId}`, { questions: HTTP_QUESTIONS, pass_percent: passPercent });
    await ok('POST', `/courses/${c.courseId}/publish`);
    const learner = await buildLearner(t.db);
    expect((await as(learner, 'GET', `/api/v1/steps/${c.courseId}/contents/${c.textId}/next-content`)).statusCode).toBe(200);
    const url = `/api/v1/steps/${c.courseId}/contents/${c.quizId}`;
    const read = async () => {
      const res = await as(learner, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const questions = (await read()).content as { uuid: string }[];
    const answer = (a: string, b: string) =>
      as(learner, 'PUT', `${url}/verify`, {
        answers: [
          { id: questions[0]!.uuid, answer: a },
          { id: questions[1]!.uuid, answer: b },
        ],
      });
    return { c, learner, read, answer, next: () => as(learner, 'GET', `${url}/next-content`) };
  }

  it("on a failure answers the chosen alternative's feedback and never the right one; after the pass, the review", async () => {
    const quiz = await publishedQuiz(null);
    const before = await quiz.read();
    expect(before.pass_percent).toBe(70);
    expect(before.content.every((q: { review: unknown }) => q.review === null)).toBe(true);

    const failed = await quiz.answer('500', 'git push');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual([
      { id: before.content[0].uuid, isCorrect: false, feedback: '500 é um erro do servidor.' },
      { id: before.content[1].uuid, isCorrect: false, feedback: 'O push envia ao remoto.' },
    ]);
    const afterFail = await quiz.read();
    expect(afterFail.content.map((q: { last_attempt: unknown; review: unknown }) => [q.last_attempt, q.review])).toEqual([
      [{ answer: '500', is_correct: false, feedback: '500 é um erro do servidor.' }, null],
      [{ answer: 'git push', is_correct: false, feedback: 'O push envia ao remoto.' }, null],
    ]);
    // Nothing that tells the right alternative: no correct field, no feedback or explanation of it.
    const text = JSON.stringify(afterFail) + failed.body;
    for (const secret of ['correct_answer', 'correct_feedback', '"correct"', 'Isso: 404', 'Os códigos 4xx']) expect(text).not.toContain(secret);
    const blocked = await quiz.next();
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: 'Você precisa de 70% de acerto no quiz para continuar.' });

    expect((await quiz.answer('404', 'git add')).json().map((r: { isCorrect: boolean }) => r.isCorrect)).toEqual([true, true]);
    const review = (await quiz.read()).content;
    expect(review[0]).toMatchObject({
      last_attempt: { answer: '404', is_correct: true, feedback: 'Isso: 404 é não encontrado.' },
      review: { correct_answer: '404', correct_feedback: 'Isso: 404 é não encontrado.', explanation: HTTP_QUESTIONS[0]!.explanation },
    });
    expect(review[1].review).toEqual({ correct_answer: 'git add', correct_feedback: null, explanation: null });
    expect((await quiz.next()).statusCode).toBe(204);
    // Finished: the review stays.
    expect((await quiz.read()).content[1].review).toMatchObject({ correct_answer: 'git add' });
  });

  it("grades against the quiz's own pass mark: 1 of 2 passes at 50%, fails at 100%", async () => {
    const half = await publishedQuiz(50);
    expect((await half.read()).pass_percent).toBe(50);
    await half.answer('404', 'git push');
    expect((await half.read()).content[1].review).toMatchObject({ correct_answer: 'git add' });
    expect((await half.next()).statusCode).toBe(204);

    const all = await publishedQuiz(100);
    await all.answer('404', 'git push');
    expect((await all.read()).content[1].review).toBeNull();
    const blocked = await all.next();
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: 'Você precisa de 100% de acerto no quiz para continuar.' });
  });
});

describe('POST …/contents/:id/questions/import', () => {
  const GIFT = String.raw`// Dois exemplos no formato do Moodle
::HTTP::Qual status diz "não encontrado"? {
  =404 #Isso!
  ~500 #Erro do servidor.
  ~200
  ####4xx são erros do cliente.
}

Git {~push =add} prepara um arquivo.
`;
  const importUrl = (c: EditableCourse, query = '') => `${base}/courses/${c.courseId}/contents/${c.quizId}/questions/import${query}`;
  const send = (user: TestUser, url: string, body: string, type = 'text/plain') =>
    t.app.inject({ method: 'POST', url, headers: { ...user.headers, 'content-type': type }, payload: body });
  const auditCount = async (contentId: string) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, contentId), eq(auditLog.action, 'import')))
    ).length;

  it('a dry run answers the parsed questions and the errors by line, and writes nothing', async () => {
    const c = await buildEditableCourse(t.db);
    const before = await quizOf(c);
    const res = await send(editor, importUrl(c, '?dry_run=true'), `${GIFT}\nVerdade? {T}\n`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      dry_run: true,
      format: 'gift',
      added: 0,
      questions: [
        {
          line: 2,
          question: 'Qual status diz "não encontrado"?',
          alternatives: ['404', '500', '200'],
          correct: '404',
          feedback: ['Isso!', 'Erro do servidor.', ''],
          explanation: '4xx são erros do cliente.',
        },
        { line: 9, question: 'Git _____ prepara um arquivo.', alternatives: ['push', 'add'], correct: 'add', feedback: ['', ''], explanation: '' },
      ],
      errors: [{ line: 11, message: expect.stringContaining('verdadeiro ou falso') }],
    });
    expect(await quizOf(c)).toEqual(before);
    expect(await auditCount(c.quizId)).toBe(0);
  });

  it('appends the questions to the draft, audited; learners see them only after Publicar', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const res = await send(editor, importUrl(c), GIFT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dry_run: false, added: 2, errors: [] });
    const quiz = await quizOf(c);
    expect(quiz.questions.map((q) => q.question)).toEqual(['Quanto é 1 + 1?', 'Qual status diz "não encontrado"?', 'Git _____ prepara um arquivo.']);
    expect(new Set(quiz.questions.map((q) => q.id)).size).toBe(3);
    expect(await auditCount(c.quizId)).toBe(1);
    expect(await t.db.select().from(quizQuestions).where(eq(quizQuestions.contentId, c.quizId))).toHaveLength(1);
    await ok('POST', `/courses/${c.courseId}/publish`);
    expect(await t.db.select().from(quizQuestions).where(eq(quizQuestions.contentId, c.quizId))).toHaveLength(3);
  });

  it('reads CSV by Content-Type or by format, with ; or ,', async () => {
    const c = await buildEditableCourse(t.db);
    const csv =
      'pergunta;alternativa_1;alternativa_2;correta;feedback_1;feedback_2;explicacao\nQual é a capital do Brasil?;Brasília;Rio de Janeiro;1;Isso!;Foi até 1960.;Desde 1960.\n';
    const byType = await send(editor, importUrl(c), csv, 'text/csv; charset=utf-8');
    expect(byType.statusCode, byType.body).toBe(200);
    expect(byType.json().data).toMatchObject({ format: 'csv', added: 1 });
    const byParam = await send(editor, importUrl(c, '?format=csv&dry_run=true'), 'pergunta,alternativa_1,alternativa_2,correta\nSim?,Sim,Não,1\n', 'application/octet-stream');
    expect(byParam.json().data).toMatchObject({ format: 'csv', questions: [{ question: 'Sim?', correct: 'Sim' }] });
    expect((await quizOf(c)).questions.at(-1)).toMatchObject({ question: 'Qual é a capital do Brasil?', feedback: ['Isso!', 'Foi até 1960.'], explanation: 'Desde 1960.' });
  });

  it('refuses a file with any error whole (422 by line) and writes nothing', async () => {
    const c = await buildEditableCourse(t.db);
    const before = await quizOf(c);
    const res = await send(editor, importUrl(c), `${GIFT}\nQuanto é 2 + 2? {#4}\n\nEscolha {=a =b ~c}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'O arquivo tem erros: corrija as linhas indicadas e importe de novo. Nenhuma pergunta foi adicionada.',
      errors: { 'linha 11': expect.stringContaining('numérica'), 'linha 13': 'Marque só uma alternativa correta com = (as outras com ~).' },
    });
    expect(await quizOf(c)).toEqual(before);
    expect(await auditCount(c.quizId)).toBe(0);
  });

  it('checks the capability (403), the course and content (404) and the input (415, 413, 422)', async () => {
    const c = await buildEditableCourse(t.db);
    const moderatorRes = await send(moderator, importUrl(c), GIFT);
    expect(moderatorRes.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: importUrl(c), headers: { 'content-type': 'text/plain' }, payload: GIFT })).statusCode).toBe(401);
    expect((await send(editor, importUrl(c).replace(c.courseId, randomUUID()), GIFT)).json()).toEqual({ message: 'Curso não encontrado.' });
    expect((await send(editor, importUrl(c).replace(c.quizId, randomUUID()), GIFT)).json()).toEqual({ message: 'Conteúdo não encontrado neste curso.' });
    const other = await buildEditableCourse(t.db);
    expect((await send(editor, importUrl(c).replace(c.quizId, other.quizId), GIFT)).statusCode).toBe(404);
    expect((await send(editor, importUrl(c).replace(c.quizId, 'x'), GIFT)).statusCode).toBe(422);

    const text = await send(editor, importUrl(c).replace(c.quizId, c.textId), GIFT);
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({ message: 'Só quizzes e provas têm perguntas.' });
    const json = await t.app.inject({ method: 'POST', url: importUrl(c), headers: editor.headers, payload: { gift: GIFT } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/^Envie o arquivo como texto/);
    const big = await send(editor, importUrl(c), `${GIFT}\n// ${'x'.repeat(512 * 1024)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'O conteúdo enviado é grande demais.' });
    expect((await send(editor, importUrl(c), '  \n')).json()).toEqual({ message: 'O arquivo está vazio.' });
    expect((await send(editor, importUrl(c), '// só comentários\n')).json()).toEqual({ message: 'Nenhuma pergunta encontrada no arquivo.' });
    expect((await send(editor, importUrl(c), 'PDF\u0000binário')).json()).toEqual({ message: 'O arquivo não é um texto (GIFT ou CSV em UTF-8).' });
    const badFormat = await send(editor, importUrl(c, '?format=docx'), GIFT);
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json().errors).toEqual({ format: 'Formato inválido: use gift ou csv.' });
    expect(await auditCount(c.quizId)).toBe(0);
  });

  it('refuses an import that would take the quiz past 100 questions', async () => {
    const c = await buildEditableCourse(t.db);
    const many = Array.from({ length: 100 }, (_, i) => `Pergunta ${i + 1}? {=a ~b}`).join('\n\n');
    const dry = await send(editor, importUrl(c, '?dry_run=true'), many);
    expect(dry.json().data.errors).toEqual([{ line: 0, message: 'O quiz ficaria com 101 perguntas (já tem 1): o máximo é 100. Divida o arquivo ou remova perguntas.' }]);
    const res = await send(editor, importUrl(c), many);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ arquivo: expect.stringContaining('101 perguntas') });
  });
});
