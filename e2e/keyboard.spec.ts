import type { APIRequestContext, Page } from '@playwright/test';
import { expect, runCli, test, type E2EUser } from './fixtures.ts';
import { expectFocusOn, expectVisibleFocus, tabTo } from './support/keyboard.ts';

// Issue 8, item 5: keyboard-only journeys. No mouse: Tab, Shift+Tab, Enter, Space, Escape and
// the arrow keys; every Tab stop on the way must show a visible focus indicator (support/keyboard.ts).
// Desktop width (the side menu and the course tree are on screen), except where noted.

test.use({ viewport: { width: 1280, height: 800 } });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

async function keyboardLogin(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Usuário'));
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Senha', { exact: true }));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Follows a link of the side menu with the keyboard. */
async function openFromMenu(page: Page, name: string, url: RegExp): Promise<void> {
  await tabTo(page, mainMenu(page).getByRole('link', { name, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
}

const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });

test('job search and apply', async ({ page, user }) => {
  test.setTimeout(120_000);
  // Employers' sites are answered locally: nothing reaches the internet.
  await page
    .context()
    .route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="pt-BR"><title>Vaga</title><h1>Vaga externa</h1></html>' }),
    );
  await keyboardLogin(page, user);
  await openFromMenu(page, 'Vagas', /\/jobs$/);
  await expect(page.getByRole('article').first()).toBeVisible();

  await tabTo(page, page.getByLabel('Buscar', { exact: true }));
  await page.keyboard.type('desenvolvedor');
  await expect(page).toHaveURL(/\/jobs\?query=desenvolvedor$/);

  // A filter group opens with Enter; its radios take the arrow keys.
  const stateGroup = page.getByRole('button', { name: 'Estado', exact: true });
  await tabTo(page, stateGroup);
  await page.keyboard.press('Enter');
  await expect(stateGroup).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/jobs\?query=desenvolvedor&state=[A-Z]{2}$/);
  const state = new URL(page.url()).searchParams.get('state');

  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByText(new RegExp(` - ${state}$`))).toBeVisible();
  const title = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  await tabTo(page, firstCard.getByRole('link', { name: title }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const apply = page.getByRole('link', { name: /Ir para o site da vaga/ }).or(page.getByRole('button', { name: 'Candidatar-se' }));
  await tabTo(page, apply);
  const external = (await apply.getAttribute('target')) === '_blank';
  const popup = external ? page.waitForEvent('popup') : null;
  await page.keyboard.press('Enter');
  if (popup) await (await popup).close();
  await expect(page.getByText(/Você se candidatou em \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();

  await page.bringToFront();
  await tabTo(page, page.getByRole('link', { name: 'Ver minhas candidaturas' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByText(title).first()).toBeVisible();
});

async function createCurriculum(request: APIRequestContext, user: E2EUser): Promise<string> {
  const res = await request.post('/api/v1/curriculum', {
    headers: auth(user),
    data: { name: 'Currículo do teclado', role: 'Desenvolvedora', summary: 'Resumo para o teste de teclado.', worked_before: false },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { uuid: string } }).data.uuid;
}

test('CV builder: add an experience through the modal', async ({ page, user, request }) => {
  test.setTimeout(120_000);
  const cvId = await createCurriculum(request, user);
  await keyboardLogin(page, user);
  await openFromMenu(page, 'Meu currículo', /\/curriculum$/);
  await tabTo(page, page.getByRole('link', { name: 'Editar Currículo do teclado' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/curriculum/${cvId}$`));

  // Tabs: only the active tab is in the tab order; the arrows move between them.
  await tabTo(page, page.getByRole('tab', { name: 'Informações Pessoais' }));
  await page.keyboard.press('ArrowRight');
  const experiencesTab = page.getByRole('tab', { name: 'Experiências' });
  await expect(experiencesTab).toHaveAttribute('aria-selected', 'true');
  await expectFocusOn(page, experiencesTab);

  const add = page.getByRole('tabpanel').getByRole('button', { name: 'Adicionar' });
  // Escape closes the modal and gives the focus back to the button that opened it.
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nova Experiência' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, add);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Cargo', { exact: true }));
  await page.keyboard.type('Desenvolvedora Front-end');
  await tabTo(page, dialog.getByLabel('Empresa'));
  await page.keyboard.type('Empresa do Teclado');
  await tabTo(page, dialog.getByLabel('Data de início'));
  // Date field: typed segment by segment. Day = month, so the browser's segment order (dd/mm or mm/dd) does not matter.
  await page.keyboard.type('03032022');
  await expect(dialog.getByLabel('Data de início')).toHaveValue('2022-03-03');
  const current = dialog.getByLabel('Cargo Atual?');
  await tabTo(page, current);
  await page.keyboard.press('Space');
  await expect(current).toBeChecked();
  await tabTo(page, dialog.getByLabel('Descrição'));
  await page.keyboard.type('Interfaces acessíveis em React.');
  await tabTo(page, dialog.getByRole('button', { name: 'Salvar' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Desenvolvedora Front-end' })).toBeVisible();
  await expect(panel.getByText('Empresa do Teclado')).toBeVisible();
  // The focus is not lost when the modal closes.
  await expectVisibleFocus(page);

  const saved = await request.get(`/api/v1/curriculum/${cvId}`, { headers: auth(user) });
  const { data } = (await saved.json()) as { data: { experiences: { role: string; start_date: string; end_date: string | null }[] } };
  expect(data.experiences).toEqual([expect.objectContaining({ role: 'Desenvolvedora Front-end', start_date: '2022-03-03', end_date: null })]);
});

test('job alerts: create one through the modal', async ({ page, user, request }) => {
  test.setTimeout(120_000);
  await keyboardLogin(page, user);
  await openFromMenu(page, 'Alerta de Vagas', /\/job-alerts$/);
  const create = page.getByRole('button', { name: 'Novo Alerta' }).first();
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Criar Alerta' });
  await expect(dialog).toBeVisible();

  // Cargo: a combobox; type, arrow down to the first suggestion, Enter picks it.
  const position = dialog.getByRole('combobox', { name: 'Cargo' });
  await tabTo(page, position);
  await page.keyboard.type('Desenvolvedor Front');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('listbox', { name: 'Cargos sugeridos' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(position).toHaveValue(/^Desenvolvedor Front-?end/i);
  const chosen = await position.inputValue();

  // Native selects: type-ahead picks the option.
  const type = dialog.getByLabel('Tipo de contratação');
  await tabTo(page, type);
  await page.keyboard.type('CLT');
  await expect(type.locator('option:checked')).toHaveText('CLT');
  const uf = dialog.getByLabel('Estado');
  await tabTo(page, uf);
  await page.keyboard.type('Minas');
  await expect(uf).toHaveValue('MG');
  await tabTo(page, dialog.getByLabel('Cidade'));
  await page.keyboard.type('Belo Horizonte');
  await tabTo(page, dialog.getByLabel('Salário mínimo (R$)'));
  await page.keyboard.type('4000');

  await tabTo(page, dialog.getByRole('button', { name: 'Criar' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: chosen })).toBeVisible();
  await expectVisibleFocus(page);

  const res = await request.get('/api/v1/job-alerts', { headers: auth(user) });
  const { data } = (await res.json()) as { data: { city: string; state: string }[] };
  expect(data).toEqual([expect.objectContaining({ city: 'Belo Horizonte', state: 'MG' })]);
});

type CourseAnswer = { data: { uuid: string; themes: { topics: { contents: { uuid: string; title: string }[] }[] }[] } };

test('course player: move through the contents and answer a quiz', async ({ page, user, request }) => {
  test.setTimeout(150_000);
  expect(await runCli('grant-plan', user.email, 'premium')).toContain(user.email);
  const steps = (await (await request.get('/api/v1/steps', { headers: auth(user) })).json()) as { data: { courses: { uuid: string; name: string }[] }[] };
  const course = steps.data.flatMap((s) => s.courses).find((c) => c.name === 'Lógica de programação');
  expect(course).toBeTruthy();
  const detail = (await (await request.get(`/api/v1/steps/${course!.uuid}`, { headers: auth(user) })).json()) as CourseAnswer;
  const contents = detail.data.themes.flatMap((t) => t.topics.flatMap((p) => p.contents));
  // The video and the first text are done (through the API), so the quiz is open.
  for (const content of contents.slice(0, 2)) {
    const res = await request.get(`/api/v1/steps/${course!.uuid}/contents/${content.uuid}/next-content`, { headers: auth(user) });
    expect(res.status()).toBe(200);
  }

  await keyboardLogin(page, user);
  await page.goto(`/step/${course!.uuid}`);
  const title = page.locator('#content-title');
  await expect(title).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Conteúdos do curso' });

  // Back to a finished content (its topic opens with Enter), then forward to the quiz, through the course tree.
  const welcomeTopic = tree.getByRole('button', { name: /Boas-vindas$/ });
  await tabTo(page, welcomeTopic);
  await expect(welcomeTopic).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(welcomeTopic).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, tree.getByRole('button', { name: /Boas-vindas à trilha/ }));
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Boas-vindas à trilha');
  // One topic open at a time: opening 'Algoritmos' again shows its contents.
  const algorithmsTopic = tree.getByRole('button', { name: /Algoritmos$/ });
  await tabTo(page, algorithmsTopic);
  if ((await algorithmsTopic.getAttribute('aria-expanded')) === 'false') await page.keyboard.press('Enter');
  await tabTo(page, tree.getByRole('button', { name: /Algoritmos no dia a dia/ }));
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Algoritmos no dia a dia');
  await tabTo(page, tree.getByRole('button', { name: /Quiz: algoritmos/ }));
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Quiz: algoritmos');

  // Each question is a radio group: Tab enters it, the arrows choose.
  const right = ['Uma sequência finita de passos sem ambiguidade', 'As notas', 'A cor favorita de alguém', 'Entender, planejar os passos, codificar e testar'];
  for (const [i, answer] of right.entries()) {
    const group = page.getByRole('group', { name: new RegExp(`^${i + 1}\\.`) });
    const options = await group.getByRole('radio').evaluateAll((inputs) => inputs.map((r) => r.closest('label')?.textContent?.trim() ?? ''));
    const index = options.findIndex((o) => o === answer);
    expect(index, `alternative "${answer}" in question ${i + 1}`).toBeGreaterThanOrEqual(0);
    await tabTo(page, group.getByRole('radio').first());
    if (index === 0) await page.keyboard.press('Space');
    for (let k = 0; k < index; k++) await page.keyboard.press('ArrowDown');
    await expect(group.getByLabel(answer, { exact: true })).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: 'Enviar respostas' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Parabéns! 🎉 você passou o quiz com 100% de acerto!')).toBeVisible();
  // A pass moves on by itself (decision 1302); 'Próximo conteúdo' then takes the text on by keyboard
  // once its reading time has passed.
  await expect(title).toHaveText('Condições e repetições');

  const next = page.getByRole('button', { name: 'Próximo conteúdo' });
  await expect(next).toBeEnabled({ timeout: 9_000 });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Lista de exercícios');

  // On a phone the tree is a drawer: it opens with Enter and closes with Escape, focus back on its button.
  await page.setViewportSize({ width: 390, height: 844 });
  const drawerButton = page.getByRole('button', { name: 'Conteúdos do curso' });
  await tabTo(page, drawerButton, { backwards: true });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Conteúdos do curso' });
  await expect(drawer).toBeVisible();
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expectFocusOn(page, drawerButton);
});

test('phone menu: the skip link does not cover the menu button; the open drawer keeps the focus', async ({ page, user }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await keyboardLogin(page, user);
  const opener = page.getByRole('button', { name: 'Abrir menu' });
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await tabTo(page, skip);
  const [skipBox, openerBox] = [await skip.boundingBox(), await opener.boundingBox()];
  expect(skipBox && openerBox, 'both on screen').toBeTruthy();
  const overlaps =
    skipBox!.x < openerBox!.x + openerBox!.width &&
    openerBox!.x < skipBox!.x + skipBox!.width &&
    skipBox!.y < openerBox!.y + openerBox!.height &&
    openerBox!.y < skipBox!.y + skipBox!.height;
  expect(overlaps, `skip link ${JSON.stringify(skipBox)} over the menu button ${JSON.stringify(openerBox)}`).toBe(false);

  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByRole('button', { name: 'Fechar menu' }));
  // Twenty Tabs and twenty Shift+Tabs never leave the drawer (eleven stops in it).
  const drawer = page.locator('#side-menu');
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press(key);
      expect(await drawer.evaluate((el) => el.contains(document.activeElement)), `${key} ×${i + 1}`).toBe(true);
      await expectVisibleFocus(page);
    }
  }
  await page.keyboard.press('Escape');
  await expectFocusOn(page, opener);
});
