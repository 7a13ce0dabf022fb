import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, DEMO, expect, inspectScreen, runCli, signIn, test, type E2EUser } from './fixtures.ts';

// Issue 6: the learning journey. A learner with the journey plan walks the whole first course
// (video → text → quiz failed then passed → text → download), sees it finished on /steps and on
// the dashboard; the module preview; a free user gets the promo; an unknown course goes to /404.

type StepsAnswer = { data: { name: string; courses: { uuid: string; name: string }[] }[] };

async function courseIds(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  const res = await request.get('/api/v1/steps', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as StepsAnswer;
  return Object.fromEntries(data.flatMap((s) => s.courses.map((c) => [c.name, c.uuid])));
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Próximo conteúdo' });
const contentTitle = (page: Page) => page.locator('#content-title');

/** The seeded quiz "Quiz: algoritmos": the correct alternative of each question, in order. */
const QUIZ_RIGHT = ['Uma sequência finita de passos sem ambiguidade', 'As notas', 'A cor favorita de alguém', 'Entender, planejar os passos, codificar e testar'];
const QUIZ_WRONG = ['Um programa escrito em Python', 'A divisão', 'Uma receita de bolo', 'Codificar e publicar'];

async function answer(page: Page, index: number, alternative: string) {
  await page
    .getByRole('group', { name: new RegExp(`^${index + 1}\\.`) })
    .getByLabel(alternative, { exact: true })
    .check();
}

async function learner(request: APIRequestContext, user: E2EUser): Promise<void> {
  const out = await runCli('grant-plan', user.email, 'premium');
  expect(out).toContain(user.email);
}

test('a learner walks a whole course, fails and passes the quiz, and sees the progress', async ({ page, user, request }) => {
  test.setTimeout(150_000);
  await learner(request, user);
  const ids = await courseIds(request, user.token);
  await signIn(page, user, '/steps');
  await expect(page.getByRole('heading', { level: 1, name: 'Sua Jornada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Começar: Lógica de programação' })).toBeVisible();
  await inspectScreen(page, 'journey-steps', () => expect(page.getByRole('link', { name: 'Começar: Lógica de programação' })).toBeVisible());
  await page.getByRole('link', { name: 'Começar: Lógica de programação' }).click();

  // 1. Video: 'Próximo conteúdo' waits until half of it has played.
  await expect(page).toHaveURL(new RegExp(`/step/${ids['Lógica de programação']}$`));
  await expect(contentTitle(page)).toHaveText('Boas-vindas à trilha');
  await expect(nextButton(page)).toBeDisabled();
  await inspectScreen(page, 'journey-player-video', () => expect(contentTitle(page)).toBeVisible());
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration * 0.6;
  });
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();

  // 2. Text: completes itself after 5 s on screen.
  await expect(contentTitle(page)).toHaveText('Algoritmos no dia a dia');
  await expect(page.getByRole('heading', { name: 'O que é um algoritmo?' })).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await expect(nextButton(page)).toBeEnabled({ timeout: 9_000 });
  await nextButton(page).click();

  // 3. Quiz: submit only when every question is answered; 50% fails, 100% passes.
  await expect(contentTitle(page)).toHaveText('Quiz: algoritmos');
  const submit = page.getByRole('button', { name: 'Enviar respostas' });
  for (const i of [0, 1]) await answer(page, i, QUIZ_RIGHT[i]!);
  await answer(page, 2, QUIZ_WRONG[2]!);
  await expect(submit).toBeDisabled();
  await answer(page, 3, QUIZ_WRONG[3]!);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Você obteve 50% de acerto. Você precisa de 70% para passar. Tente novamente!')).toBeVisible();
  await expect(page.getByText('Resposta incorreta')).toHaveCount(2);
  await expect(page.getByText('Resposta correta')).toHaveCount(2);
  await expect(nextButton(page)).toBeDisabled();
  await inspectScreen(page, 'journey-quiz-failed', () => expect(page.getByText('Resposta incorreta').first()).toBeVisible());

  for (const i of [2, 3]) await answer(page, i, QUIZ_RIGHT[i]!);
  await submit.click();
  await expect(page.getByText('Parabéns! 🎉 você passou o quiz com 100% de acerto!')).toBeVisible();

  // 4. A pass moves on by itself (DECISIONS, Learning journey): the second text, then 5. the
  // download, which completes the course on click.
  await expect(contentTitle(page)).toHaveText('Condições e repetições');
  await expect(nextButton(page)).toBeEnabled({ timeout: 9_000 });
  await nextButton(page).click();
  await expect(contentTitle(page)).toHaveText('Lista de exercícios');
  await inspectScreen(page, 'journey-player-download', () => expect(contentTitle(page)).toBeVisible());
  // The file opens in a new tab. Whether that tab shows the PDF or turns it into a download
  // depends on the Chromium build (Debian's has a PDF viewer, the headless shell has none), so
  // what is checked is the request for the file from the new tab.
  const popup = page.context().waitForEvent('page');
  const fileRequest = page.context().waitForEvent('request', (r) => r.url().endsWith('/media/journey/exercicios-logica.pdf'));
  await page.getByRole('link', { name: 'Download' }).click();
  const [pdf, pdfRequest] = await Promise.all([popup, fileRequest]);
  expect(pdfRequest.frame().page()).toBe(pdf);
  await pdf.close();

  const toast = page.getByRole('status').filter({ hasText: 'Parabéns! Você completou este módulo com sucesso!' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/steps');
  await checkA11y(page, 'course completed');
  // Back to /steps by itself after 5 s.
  await expect(page).toHaveURL(/\/steps$/, { timeout: 9_000 });

  // /steps: the course is finished ('Rever'), the next one opened, the step half done.
  await expect(page.getByRole('link', { name: 'Rever: Lógica de programação' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Começar: Git e GitHub na prática' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progresso da etapa Fundamentos' }).first()).toHaveAttribute('aria-valuenow', '50');
  await inspectScreen(page, 'journey-steps-progress', () => expect(page.getByRole('link', { name: 'Rever: Lógica de programação' })).toBeVisible());

  // Dashboard panel.
  await page.goto('/dashboard');
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Etapas em andamento' }) });
  await expect(panel.getByRole('heading', { name: '1. Fundamentos' })).toBeVisible();
  await expect(panel.getByText('50%')).toBeVisible();
  await expect(panel.getByText('2 cursos · 1 concluído')).toBeVisible();
  await inspectScreen(page, 'journey-dashboard', () => expect(panel.getByText('50%')).toBeVisible());
  await panel.getByRole('link', { name: 'Ver a jornada' }).click();
  await expect(page).toHaveURL(/\/steps$/);

  // Reviewing the finished course reopens it; a locked course cannot be opened from the API either.
  const locked = await request.get(`/api/v1/steps/${ids['Currículo que passa na triagem']}`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(locked.status()).toBe(403);
});

test('the module preview opens the first content and shows its exam read only, ungraded', async ({ page, request }) => {
  const token = await signIn(page, DEMO);
  const ids = await courseIds(request, token);
  await page.goto(`/modules/preview/${ids['Git e GitHub na prática']}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Git e GitHub na prática' })).toBeVisible();
  await expect(page.locator('#preview-content-title')).toHaveText('O primeiro commit');
  await inspectScreen(page, 'journey-preview', () => expect(page.locator('#preview-content-title')).toBeVisible());

  await page.setViewportSize({ width: 1280, height: 800 });
  const tree = page.getByRole('navigation', { name: 'Conteúdos do módulo' });
  await expect(tree.getByRole('button', { name: /Guia rápido de comandos/ })).toBeDisabled();
  await tree
    .getByRole('button', { name: /Avaliação/ })
    .first()
    .click();
  await tree.getByRole('button', { name: 'Prova final' }).click();
  await tree.getByRole('button', { name: /Avaliação final: Git e GitHub/ }).click();
  // DECISIONS (Learning journey): the preview does not grade; no fixed 80% congratulation.
  const exam = page.getByRole('form', { name: 'Prova' });
  await expect(exam.getByText('Responda a esta prova ao iniciar o curso.')).toBeVisible();
  await expect(exam.getByRole('radio').first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enviar respostas' })).toHaveCount(0);
  await expect(page.getByText(/Parabéns|80%/)).toHaveCount(0);
  await inspectScreen(page, 'journey-preview-exam', () => expect(exam).toBeVisible());
});

test('a free user sees the promo, and an unknown course goes to /404', async ({ page, user }) => {
  await signIn(page, user, '/steps');
  await expect(page.getByRole('heading', { name: 'Desbloqueie Sua Jornada Profissional' })).toBeVisible();
  await inspectScreen(page, 'journey-promo', () => expect(page.getByRole('heading', { name: 'Desbloqueie Sua Jornada Profissional' })).toBeVisible());
  await page.getByRole('link', { name: 'Começar Agora' }).click();
  await expect(page).toHaveURL(/\/plans$/);

  await page.goto('/step/00000000-0000-4000-8000-000000000000');
  // A free user is refused (403) before the course is looked up: back to /steps and the promo.
  await expect(page).toHaveURL(/\/steps$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, DEMO, '/step/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});
