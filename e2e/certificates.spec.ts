import type { APIRequestContext } from '@playwright/test';
import { expect, inspectScreen, runCli, screenshot, signIn, test, type E2EUser } from './fixtures.ts';

// Issue 17 items 4 and 5 (decision 1703): a learner finishes a course (the contents before the last
// through the learner API, the last one on screen), sees the certificate on /steps, adds it to a CV
// (twice: the second time it is already there), and the public page verifies it logged out and
// prints on one A4 landscape sheet. A locked step says what unlocks it.

type Content = { uuid: string; type: string };
type Course = { themes: { topics: { contents: Content[] }[] }[] };

/** The seeded quiz "Quiz: algoritmos": the right alternative of each question, in order (as in journey.spec.ts). */
const QUIZ_RIGHT = ['Uma sequência finita de passos sem ambiguidade', 'As notas', 'A cor favorita de alguém', 'Entender, planejar os passos, codificar e testar'];

async function walkAllButLast(request: APIRequestContext, user: E2EUser, courseId: string): Promise<void> {
  const headers = { authorization: `Bearer ${user.token}` };
  const course = (await (await request.get(`/api/v1/steps/${courseId}`, { headers })).json()) as { data: Course };
  const contents = course.data.themes.flatMap((t) => t.topics.flatMap((tp) => tp.contents));
  for (const content of contents.slice(0, -1)) {
    if (content.type === 'quiz' || content.type === 'exam') {
      const detail = (await (await request.get(`/api/v1/steps/${courseId}/contents/${content.uuid}`, { headers })).json()) as { data: { content: { uuid: string }[] } };
      const answers = detail.data.content.map((q, i) => ({ id: q.uuid, answer: QUIZ_RIGHT[i] }));
      expect((await request.put(`/api/v1/steps/${courseId}/contents/${content.uuid}/verify`, { headers, data: { answers } })).status()).toBe(200);
    }
    expect((await request.get(`/api/v1/steps/${courseId}/contents/${content.uuid}/next-content`, { headers })).status()).toBe(200);
  }
}

test('a learner finishes a course, adds the certificate to a CV, and anyone verifies it logged out', async ({ page, user, request, browser }) => {
  test.setTimeout(180_000);
  expect(await runCli('grant-plan', user.email, 'premium')).toContain(user.email);
  const headers = { authorization: `Bearer ${user.token}` };
  const steps = (await (await request.get('/api/v1/steps', { headers })).json()) as { data: { courses: { uuid: string; name: string }[] }[] };
  const courseId = steps.data[0]!.courses.find((c) => c.name === 'Lógica de programação')!.uuid;
  const cv = await request.post('/api/v1/curriculum', {
    headers,
    data: { name: 'Currículo principal', role: 'Desenvolvedora', summary: 'Desenvolvedora em formação.', formations: [], languages: [], experiences: [] },
  });
  expect(cv.status()).toBe(201);
  const cvId = ((await cv.json()) as { data: { uuid: string } }).data.uuid;
  await walkAllButLast(request, user, courseId);

  await signIn(page, user, '/steps');
  // A locked step says what unlocks it.
  await expect(page.getByText('Conclua a etapa 1 para desbloquear').first()).toBeVisible();
  await expect(page.getByText('Conclua um curso da jornada para receber o seu primeiro certificado.')).toBeVisible();

  // The last content on screen: the download completes the course.
  await page.goto(`/step/${courseId}`);
  await expect(page.locator('#content-title')).toHaveText('Lista de exercícios');
  const popup = page.context().waitForEvent('page');
  await page.getByRole('link', { name: 'Download' }).click();
  await (await popup).close();
  await expect(page.getByRole('status').filter({ hasText: 'Parabéns! Você completou este módulo com sucesso!' })).toBeVisible();
  await expect(page).toHaveURL(/\/steps$/, { timeout: 9_000 });

  const card = page.getByRole('article', { name: 'Lógica de programação' });
  await expect(card).toBeVisible();
  const codeText = (await card.locator('.font-mono').textContent())!.trim();
  expect(codeText).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  await inspectScreen(page, 'certificates-list', () => expect(card).toBeVisible());

  await card.getByRole('combobox', { name: 'Currículo para o certificado de Lógica de programação' }).selectOption({ label: 'Currículo principal' });
  await card.getByRole('button', { name: 'Adicionar ao currículo' }).click();
  await expect(card.getByRole('status')).toHaveText('Certificado adicionado ao currículo "Currículo principal".');
  await expect(card.getByText('No currículo: Currículo principal')).toBeVisible();
  await card.getByRole('button', { name: 'Adicionar ao currículo' }).click();
  await expect(card.getByRole('status')).toHaveText('Este certificado já está no currículo "Currículo principal".');
  const saved = (await (await request.get(`/api/v1/curriculum/${cvId}`, { headers })).json()) as {
    data: { formations: { name: string; graduation: string; institution: string }[] };
  };
  expect(saved.data.formations).toEqual([
    expect.objectContaining({ name: expect.stringMatching(/^Lógica de programação \(\d+ h\)$/), graduation: 'Certificado', institution: 'Rumo' }),
  ]);
  await page.goto(`/curriculum/${cvId}/preview`);
  await expect(page.getByRole('heading', { name: /^Lógica de programação \(\d+ h\)$/ })).toBeVisible();

  // Anyone, logged out, in a new browser context.
  const stranger = await browser.newContext();
  const publicPage = await stranger.newPage();
  await publicPage.goto(`/certificados/${codeText}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  await expect(publicPage.getByText('Certificado válido')).toBeVisible();
  await expect(publicPage.getByRole('article')).toContainText('concluiu o curso Lógica de programação');
  await expect(publicPage.getByText(user.email)).toHaveCount(0);
  await expect(publicPage.getByRole('navigation')).toHaveCount(0);
  await inspectScreen(publicPage, 'certificate-public', () => expect(publicPage.getByText('Certificado válido')).toBeVisible());

  // Paper: one A4 landscape sheet, without the screen's header.
  await publicPage.setViewportSize({ width: 1280, height: 800 });
  await publicPage.emulateMedia({ media: 'print' });
  await expect(publicPage.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await screenshot(publicPage, 'certificate-public-print');
  const pdf = (await publicPage.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  // A4 landscape: 842 × 595 pt (Chromium rounds through pixels: 841.92 × 594.96).
  expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 841\.\d+ 59[45]\.\d+\s*\]/);

  // A code typed loosely still verifies; an unknown one says so.
  await publicPage.emulateMedia({ media: 'screen' });
  await publicPage.goto(`/certificados/${codeText.toLowerCase().replace('-', '')}`);
  await expect(publicPage.getByText('Certificado válido')).toBeVisible();
  await publicPage.goto('/certificados/ABCDE-FGHJK');
  await expect(publicPage.getByText('Certificado não encontrado. Confira o código impresso no certificado.')).toBeVisible();
  await inspectScreen(publicPage, 'certificate-public-not-found', () => expect(publicPage.getByText('Certificado não encontrado.').first()).toBeVisible());
  await stranger.close();
});
