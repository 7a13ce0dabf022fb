import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, inspectScreen, registerUser, runCli, signIn, test, type E2EUser } from './fixtures.ts';
import { openCourseFor } from './support/journey-learner.ts';

// Issue 16 item 2 (docs/decisions/1605): an editor writes a quiz's questions in 'Editar perguntas'
// (feedback per alternative, pass mark), imports a GIFT file, publishes; a learner fails it, reads
// the feedback of the alternative they chose (never the right one), passes and sees the review.

type Json = Record<string, unknown>;
const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });

async function post(request: APIRequestContext, user: E2EUser, url: string, data: Json): Promise<string> {
  const res = await request.post(url, { headers: auth(user), data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** A step (appended after the seeded ones) with one course holding one quiz, through the editor's API. */
async function quizCourse(request: APIRequestContext, editor: E2EUser, tag: string) {
  const base = '/api/admin/v1/journey';
  const stepId = await post(request, editor, `${base}/steps`, { name: `Etapa E2E ${tag}`, description: 'Criada pelo teste do quiz.' });
  const courseId = await post(request, editor, `${base}/steps/${stepId}/courses`, { name: `Curso E2E ${tag}`, description: 'Um quiz escrito no console.' });
  const themeId = await post(request, editor, `${base}/courses/${courseId}/themes`, { name: 'HTTP na prática' });
  const topicId = await post(request, editor, `${base}/courses/${courseId}/topics`, { theme_id: themeId, name: 'Códigos de status' });
  const quizId = await post(request, editor, `${base}/courses/${courseId}/contents`, {
    topic_id: topicId,
    title: `Quiz E2E ${tag}`,
    type: 'quiz',
    questions: [{ question: 'Pergunta provisória?', alternatives: ['sim', 'não'], correct: 'sim' }],
  });
  return { courseId, quizId };
}

const GIFT = String.raw`// Importado pelo teste (formato GIFT do Moodle)
::Métodos::Qual método HTTP envia dados para criar um recurso? {
  =POST #Isso: POST cria.
  ~GET #GET só lê.
  ~DELETE #DELETE remove.
  ####POST cria; GET lê; DELETE remove.
}
`;

async function answerQuiz(page: Page, choices: string[]) {
  for (const [i, choice] of choices.entries()) {
    await page
      .getByRole('group', { name: new RegExp(`^${i + 1}\\.`) })
      .getByLabel(choice, { exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
}

test('an editor writes and imports quiz questions; a learner fails with feedback, passes and sees the review', async ({ page, request }) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const editor = await registerUser(request, 'Edna Editora');
  expect(await runCli('grant-role', editor.email, 'editor')).toContain('Papel concedido: editor');
  const { courseId, quizId } = await quizCourse(request, editor, tag);

  // The editor's screen: one question rewritten with a feedback per alternative, the pass mark.
  await signIn(page, editor, `/admin/jornada/cursos/${courseId}/quiz/${quizId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar perguntas' })).toBeVisible();
  const first = page.getByRole('region', { name: 'Pergunta 1' });
  await first.getByLabel('Enunciado').fill('Qual status HTTP diz que a página não foi encontrada?');
  await first.getByLabel('Alternativa 1', { exact: true }).fill('200');
  await first.getByRole('textbox', { name: /^Feedback da alternativa 1/ }).fill('200 quer dizer sucesso: a página existe.');
  await first.getByLabel('Alternativa 2', { exact: true }).fill('404');
  await first.getByRole('textbox', { name: /^Feedback da alternativa 2/ }).fill('Isso: 404 é "não encontrado".');
  await first.getByRole('button', { name: 'Adicionar alternativa' }).click();
  await first.getByLabel('Alternativa 3', { exact: true }).fill('500');
  await first.getByRole('textbox', { name: /^Feedback da alternativa 3/ }).fill('500 é um erro do servidor, não do endereço.');
  await first.getByRole('radio', { name: 'Correta (alternativa 2)' }).check();
  await first.getByLabel('Explicação').fill('Os códigos 4xx são erros do pedido; 404 diz que o recurso não existe.');
  await page.getByLabel('Nota mínima para aprovação (%)').fill('100');
  await inspectScreen(page, 'console-quiz-editor', () => expect(first.getByLabel('Alternativa 3', { exact: true })).toBeVisible());
  await page.getByRole('button', { name: 'Salvar' }).first().click();
  await expect(page.getByText(/Perguntas salvas no rascunho/)).toBeVisible();

  // 'Importar perguntas': the dry run's preview, then 'Adicionar 1 pergunta'.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-')), 'metodos.gift');
  fs.writeFileSync(file, GIFT);
  await page.getByRole('button', { name: 'Importar perguntas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar perguntas' });
  await dialog.getByLabel('Arquivo de perguntas').setInputFiles(file);
  await expect(dialog.getByText('Qual método HTTP envia dados para criar um recurso?')).toBeVisible();
  await inspectScreen(page, 'console-quiz-import', () => expect(dialog.getByRole('button', { name: 'Adicionar 1 pergunta' })).toBeEnabled());
  await dialog.getByRole('button', { name: 'Adicionar 1 pergunta' }).click();
  await expect(page.getByText('1 pergunta adicionada ao rascunho.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pergunta 2' }).getByLabel('Enunciado')).toHaveValue('Qual método HTTP envia dados para criar um recurso?');

  const published = await request.post(`/api/admin/v1/journey/courses/${courseId}/publish`, { headers: auth(editor) });
  expect(published.status(), await published.text()).toBe(200);

  // The learner, with the plan the journey needs, reaches the course and fails the quiz.
  const learner = await registerUser(request, 'Lia Aprendiz');
  expect(await runCli('grant-plan', learner.email, 'premium')).toContain(learner.email);
  await openCourseFor(request, learner, courseId);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, learner, `/step/${courseId}`);
  await expect(page.locator('#content-title')).toHaveText(`Quiz E2E ${tag}`);
  await answerQuiz(page, ['500', 'POST']);
  await expect(page.getByText('Você obteve 50% de acerto. Você precisa de 100% para passar. Tente novamente!')).toBeVisible();
  const result = page.getByText(/^Você acertou 1 de 2 perguntas \(50%\)/);
  await expect(result).toBeFocused();
  const wrong = page.getByRole('group', { name: /^1\. Qual status HTTP/ });
  await expect(wrong).toHaveAccessibleDescription(/Comentário da sua resposta: 500 é um erro do servidor, não do endereço\./);
  // Never the right alternative before a pass.
  await expect(page.getByText('Isso: 404 é "não encontrado".')).toHaveCount(0);
  await expect(page.getByText(/Alternativa correta|Explicação/)).toHaveCount(0);
  await inspectScreen(page, 'journey-quiz-feedback', () => expect(wrong).toBeVisible());

  // Right answers pass; the course ends; opening it again shows the review.
  await answerQuiz(page, ['404', 'POST']);
  await expect(page.getByText('Parabéns! 🎉 você passou o quiz com 100% de acerto!')).toBeVisible();
  // The pass completes the content with a request of its own (the spec's API): leave only once the
  // course shows every content done, or the review below may find the quiz still open (seen under
  // load, PostgreSQL pass).
  await expect(page.getByText(/^(\d+) de \1 conteúdos$/)).toBeVisible();
  await page.goto(`/step/${courseId}`);
  await expect(page.getByText(/Quiz concluído\..*Revisão/)).toBeVisible();
  const reviewed = page.getByRole('group', { name: /^1\. Qual status HTTP/ });
  await expect(reviewed).toHaveAccessibleDescription(/Comentário da sua resposta: Isso: 404 é "não encontrado"\..*Explicação: Os códigos 4xx são erros do pedido/);
  await expect(reviewed.getByText('Alternativa correta')).toBeVisible();
  await expect(page.getByRole('group', { name: /^2\. Qual método HTTP/ })).toHaveAccessibleDescription(/Explicação: POST cria; GET lê; DELETE remove\./);
  await inspectScreen(page, 'journey-quiz-review', () => expect(reviewed).toBeVisible());
  await checkA11y(page, 'quiz review');
});
