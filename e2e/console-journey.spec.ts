import { randomUUID } from 'node:crypto';
import { expect, inspectScreen, registerUser, runCli, signIn, test } from './fixtures.ts';

// Issue 16 item 1, the console side (docs/decisions/1603, 1604): an editor creates a step and a
// course in 'Jornada', writes a theme, a topic and two text contents, reorders them by keyboard and
// by dragging, publishes; a learner with the journey then sees the step and the course. The step is
// this test's own (random names) and sits at the end of the journey, so specs beside it keep theirs.

test('an editor writes and publishes a course in the console; a learner sees it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const editor = await registerUser(request, 'Edna Editora');
  expect(await runCli('grant-role', editor.email, 'editor')).toContain('Papel concedido: editor');
  const id = randomUUID().slice(0, 6);
  const stepName = `Etapa E2E ${id}`;
  const courseName = `Curso E2E ${id}`;

  await signIn(page, editor, '/admin/jornada');
  await expect(page.getByRole('heading', { level: 1, name: 'Jornada' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lógica de programação' }).or(page.getByRole('link', { name: 'Lógica de programação' }))).toBeVisible();

  // A step, then a course in it: the course opens in its editor, unpublished.
  await page.getByRole('button', { name: 'Nova etapa' }).click();
  const stepDialog = page.getByRole('dialog', { name: 'Nova etapa' });
  await stepDialog.getByRole('textbox', { name: 'Nome' }).fill(stepName);
  await stepDialog.getByRole('textbox', { name: /Descrição/ }).fill('Criada pelo teste de ponta a ponta.');
  await stepDialog.getByRole('button', { name: 'Criar etapa' }).click();
  await expect(page.getByRole('heading', { level: 2, name: stepName })).toBeVisible();
  await page.getByRole('button', { name: `Novo curso na etapa ${stepName}` }).click();
  const courseDialog = page.getByRole('dialog', { name: 'Novo curso' });
  await courseDialog.getByRole('textbox', { name: 'Nome' }).fill(courseName);
  await courseDialog.getByRole('button', { name: 'Criar curso' }).click();
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByText('Não publicado')).toBeVisible();
  const courseUrl = page.url();
  const courseId = courseUrl.split('/').at(-1)!;

  // A theme, a topic and two text contents, each written in the side panel.
  const outline = page.getByRole('navigation', { name: 'Estrutura do curso' });
  await outline.getByRole('button', { name: 'Novo tema' }).click();
  await page.getByRole('region', { name: 'Novo tema' }).getByRole('textbox', { name: 'Nome' }).fill('Primeiros passos');
  await page.getByRole('button', { name: 'Criar tema' }).click();
  const themePanel = page.getByRole('region', { name: 'Tema: Primeiros passos' });
  await themePanel.getByRole('button', { name: 'Adicionar tópico' }).click();
  await page.getByRole('region', { name: 'Novo tópico em Primeiros passos' }).getByRole('textbox', { name: 'Nome' }).fill('Leituras');
  await page.getByRole('button', { name: 'Criar tópico' }).click();
  for (const [title, text] of [
    ['Apresentação', 'Bem-vindo ao curso.'],
    ['Segunda leitura', 'Continue daqui.'],
  ] as const) {
    await outline.getByRole('button', { name: 'Adicionar conteúdo em Leituras' }).click();
    const panel = page.getByRole('region', { name: 'Novo conteúdo em Leituras' });
    await panel.getByRole('textbox', { name: 'Título' }).fill(title);
    await panel.getByRole('textbox', { name: 'Texto' }).fill(text);
    await panel.getByRole('button', { name: 'Criar conteúdo' }).click();
    await expect(page.getByRole('region', { name: `Conteúdo: ${title}` })).toBeVisible();
  }
  const contents = outline.getByRole('list', { name: 'Conteúdos de Leituras' });
  const order = () => contents.getByRole('listitem').evaluateAll((items) => items.map((li) => li.querySelector('button > span.flex-1')?.textContent));
  await expect.poll(order).toEqual(['Apresentação, Texto', 'Segunda leitura, Texto']);

  // Reorder by keyboard: the live region says where it went.
  await page.getByRole('button', { name: 'Mover Segunda leitura para cima' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['Segunda leitura, Texto', 'Apresentação, Texto']);
  await expect(page.getByText('Conteúdo Segunda leitura: posição 1 de 2.')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Mover Segunda leitura para baixo' })).toBeFocused();
  // And back by dragging one row onto the other.
  await contents.getByRole('listitem').nth(1).locator('[draggable="true"]').dragTo(contents.getByRole('listitem').nth(0).locator('[draggable="true"]'));
  await expect.poll(order).toEqual(['Apresentação, Texto', 'Segunda leitura, Texto']);

  // Chromium names the row 'Apresentação , Texto' (the type is a separate, visually hidden span).
  await outline.getByRole('button', { name: /^Apresentação\s?, Texto$/ }).click();
  await inspectScreen(page, 'console-journey-course', () => expect(page.getByRole('region', { name: 'Conteúdo: Apresentação' })).toBeVisible());

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Curso publicado: 4 itens adicionados, 0 atualizados, 0 removidos.')).toBeVisible();
  await expect(page.getByText('Publicado', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Voltar para a Jornada' }).click();
  const courseRow = page.getByRole('list', { name: `Cursos da etapa ${stepName}` }).getByRole('listitem');
  await expect(courseRow).toContainText('2 conteúdos');
  await expect(courseRow.getByText('Publicado')).toBeVisible();
  await inspectScreen(page, 'console-journey', () => expect(page.getByRole('heading', { level: 2, name: stepName })).toBeVisible());

  // A learner with the journey in their plan now sees the step and the course, and its preview.
  const learner = await registerUser(request, 'Lia Aluna');
  expect(await runCli('grant-plan', learner.email, 'premium')).toContain(learner.email);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, learner, '/steps');
  // The new step is the last one (locked until the ones before it are done); opened, it lists the course.
  const stepButton = page.getByRole('button', { name: new RegExp(stepName) });
  await expect(stepButton).toBeVisible();
  await stepButton.click();
  await expect(page.getByText(courseName).first()).toBeVisible();
  await page.goto(`/modules/preview/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByText('Bem-vindo ao curso.')).toBeVisible();
});
