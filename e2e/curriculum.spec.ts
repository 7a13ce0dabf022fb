import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, inspectScreen, signIn, test } from './fixtures.ts';

// Issue 4's journey: build a CV in the browser, add and edit one of each item, delete one, open
// the printable preview, print it to PDF with Chromium and read the PDF's text; export and import
// a JSON Resume. Every screen gets axe at 390 and 1280 px and screenshots (e2e/screenshots/).

const run = promisify(execFile);
const SHOTS = path.resolve('e2e/screenshots');
const PDFTOTEXT = '/usr/bin/pdftotext';
const PDFTOPPM = '/usr/bin/pdftoppm';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function fillDate(scope: Locator, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).fill(value);
}

async function expectSaved(page: Page) {
  await expect(page.getByText('Currículo atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a person builds, edits, previews and prints a CV', async ({ page, user }) => {
  // A long journey with ten screens checked at two widths.
  test.setTimeout(300_000);
  await signIn(page, user, '/curriculum');
  await expect(page.getByRole('heading', { level: 1, name: 'Currículos' })).toBeVisible();
  await expect(page.getByText('Você ainda não tem currículos')).toBeVisible();
  await inspectScreen(page, 'curriculum-empty');

  // New CV through the inline form; the role comes from the positions suggestions.
  await page.getByRole('button', { name: 'Novo Currículo' }).first().click();
  const form = page.getByRole('form', { name: 'Novo Currículo' });
  await form.getByLabel('Nome', { exact: true }).fill('Pessoa Teste da Silva');
  await form.getByRole('combobox', { name: 'Cargo' }).fill('desenvolvedor front');
  await form.getByRole('option', { name: 'Desenvolvedor Front-end' }).click();
  await expect(form.getByRole('combobox', { name: 'Cargo' })).toHaveValue('Desenvolvedor Front-end');
  await form.getByLabel('Cidade').fill('Curitiba');
  await form.getByLabel('Estado').selectOption('PR');
  await form.getByLabel('Resumo de qualificações').fill('Desenvolvedor front-end com foco em acessibilidade e performance.');
  await expect(form.getByText('65/1000 caracteres')).toBeVisible();
  await form.getByRole('radio', { name: 'Sim' }).check();
  await form.getByRole('button', { name: 'Criar currículo' }).click();
  await expect(form.getByText("O campo Salário é obrigatório quando 'Já trabalhou antes' é Sim.")).toBeVisible();
  await form.getByLabel('Último salário (R$)').fill('7.250,00');
  await inspectScreen(page, 'curriculum-new-form');
  await form.getByRole('button', { name: 'Criar currículo' }).click();
  await expect(page.getByText('Currículo criado com sucesso!')).toBeVisible();
  const card = page.getByRole('article', { name: 'Pessoa Teste da Silva' });
  await expect(card.getByText(/R\$\s7\.250,00/)).toBeVisible();
  await expect(card.getByText('0 experiências')).toBeVisible();
  await inspectScreen(page, 'curriculum-list');

  await card.getByRole('link', { name: /^Editar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pessoa Teste da Silva' })).toBeVisible();
  await inspectScreen(page, 'curriculum-edit-info');

  // Experiences: add a current one and a past one, then edit the past one.
  await page.getByRole('tab', { name: 'Experiências', exact: true }).click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  let modal = dialog(page, 'Nova Experiência');
  await modal.getByLabel('Cargo', { exact: true }).fill('Desenvolvedor Front-end Pleno');
  await modal.getByLabel('Empresa').fill('Pinhão Tech');
  await fillDate(modal, 'Data de início', '2022-04-01');
  await modal.getByRole('checkbox', { name: 'Cargo Atual?' }).check();
  await expect(modal.getByLabel('Data de término')).toHaveCount(0);
  await modal.getByLabel('Descrição').fill('Aplicações React com TypeScript e testes automatizados.');
  await expect(modal.getByText('55/255 caracteres')).toBeVisible();
  await inspectScreen(page, 'curriculum-experience-modal');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page.getByText('01/04/2022 – Cargo Atual')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar' }).click();
  modal = dialog(page, 'Nova Experiência');
  await modal.getByLabel('Cargo', { exact: true }).fill('Estagiário de Desenvolvimento');
  await modal.getByLabel('Empresa').fill('Araucária Sistemas');
  await fillDate(modal, 'Data de início', '2020-02-03');
  await fillDate(modal, 'Data de término', '2022-03-31');
  await modal.getByLabel('Descrição').fill('Manutenção de sistemas internos.');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await page.getByRole('button', { name: 'Editar Estagiário de Desenvolvimento - Araucária Sistemas' }).click();
  modal = dialog(page, 'Editar Experiência');
  await modal.getByLabel('Descrição').fill('Manutenção de sistemas internos em Angular e Node.js.');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page.getByText('Manutenção de sistemas internos em Angular e Node.js.')).toBeVisible();
  await expect(page.getByText('03/02/2020 – 31/03/2022')).toBeVisible();
  await inspectScreen(page, 'curriculum-edit-experiences');

  // Formations: add one, edit it.
  await page.getByRole('tab', { name: 'Formações', exact: true }).click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  modal = dialog(page, 'Nova Formação');
  await modal.getByLabel('Curso').fill('Sistemas de Informação');
  await modal.getByLabel('Graduação').selectOption('Bacharelado');
  await modal.getByLabel('Instituição').fill('UTFPR');
  await fillDate(modal, 'Data de início', '2016-02-15');
  await fillDate(modal, 'Data de término', '2015-12-01');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('A data de término não pode ser anterior à data de início.')).toBeVisible();
  await fillDate(modal, 'Data de término', '2019-12-10');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await page.getByRole('button', { name: 'Editar Sistemas de Informação - UTFPR' }).click();
  modal = dialog(page, 'Editar Formação');
  await modal.getByLabel('Instituição').fill('Universidade Tecnológica Federal do Paraná');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page.getByText('Bacharelado · Universidade Tecnológica Federal do Paraná')).toBeVisible();
  await inspectScreen(page, 'curriculum-edit-formations');

  // Languages: add two, edit one, delete one.
  await page.getByRole('tab', { name: 'Idiomas', exact: true }).click();
  for (const [language, level] of [
    ['Inglês', 'B2-Intermediário Avançado'],
    ['Francês', 'A1-Iniciante'],
  ] as const) {
    await page.getByRole('button', { name: 'Adicionar' }).click();
    modal = dialog(page, 'Novo Idioma');
    await modal.getByLabel('Idioma').fill(language);
    await modal.getByLabel('Nível').selectOption(level);
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectSaved(page);
  }
  await page.getByRole('button', { name: 'Editar Inglês' }).click();
  modal = dialog(page, 'Editar Idioma');
  await modal.getByLabel('Nível').selectOption('C1-Avançado');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await page.getByRole('button', { name: 'Excluir Francês' }).click();
  await inspectScreen(page, 'curriculum-delete-item-modal');
  await dialog(page, 'Excluir idioma').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Currículo atualizado com sucesso!')).toBeVisible();
  await expect(page.getByText('Francês')).toHaveCount(0);
  await expect(page.getByText('C1-Avançado')).toBeVisible();
  await inspectScreen(page, 'curriculum-edit-languages');

  // The edits survive a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Experiências', exact: true }).click();
  await expect(page.getByText('01/04/2022 – Cargo Atual')).toBeVisible();

  // Preview opens in a new tab, outside the app layout.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Preview/ }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: 'Pessoa Teste da Silva' })).toBeVisible();
  await expect(preview.getByText('04/2022 – Atualmente')).toBeVisible();
  await expect(preview.getByText('(11) 98765-4321')).toBeVisible();
  await expect(preview.getByRole('navigation')).toHaveCount(0);
  await inspectScreen(preview, 'curriculum-preview', () => preview.getByRole('heading', { level: 1 }).waitFor());

  // Print to PDF as Chromium prints it (print media, the page's own @page size) and read it back.
  fs.mkdirSync(SHOTS, { recursive: true });
  await preview.emulateMedia({ media: 'print' });
  const pdfPath = path.join(SHOTS, 'curriculum-print.pdf');
  await preview.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
  expect(fs.existsSync(PDFTOTEXT), 'pdftotext (poppler-utils) is needed to read the printed CV').toBe(true);
  const { stdout: info } = await run('/usr/bin/pdfinfo', [pdfPath]);
  expect(info).toMatch(/Page size:\s+59[45](\.\d+)? x 841(\.\d+)? pts \(A4\)/);
  expect(info).toMatch(/Pages:\s+1\b/);
  const { stdout: text } = await run(PDFTOTEXT, ['-layout', pdfPath, '-']);
  for (const expected of [
    'Pessoa Teste da Silva',
    'Desenvolvedor Front-end',
    'Curitiba - PR',
    '(11) 98765-4321',
    user.email,
    'RESUMO',
    'Desenvolvedor front-end com foco em acessibilidade e performance.',
    'EXPERIÊNCIA PROFISSIONAL',
    'Desenvolvedor Front-end Pleno — Pinhão Tech',
    '04/2022 – Atualmente',
    '02/2020 – 03/2022',
    'Manutenção de sistemas internos em Angular e Node.js.',
    'FORMAÇÃO',
    'Bacharelado — Universidade Tecnológica Federal do Paraná',
    '02/2016 – 12/2019',
    'IDIOMAS',
    'Inglês: C1-Avançado',
  ]) {
    expect(text, `PDF text should contain '${expected}'`).toContain(expected);
  }
  // Reading order is the CV's order, and nothing of the app (buttons, salary) is printed.
  expect(text.indexOf('RESUMO')).toBeLessThan(text.indexOf('EXPERIÊNCIA PROFISSIONAL'));
  expect(text.indexOf('EXPERIÊNCIA PROFISSIONAL')).toBeLessThan(text.indexOf('FORMAÇÃO'));
  expect(text.indexOf('FORMAÇÃO')).toBeLessThan(text.indexOf('IDIOMAS'));
  for (const absent of ['Imprimir', 'Editar currículo', '7.250', 'Francês']) expect(text).not.toContain(absent);
  await run(PDFTOPPM, ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, path.join(SHOTS, 'curriculum-print')]);
  expect(fs.existsSync(path.join(SHOTS, 'curriculum-print-1.png'))).toBe(true);
  await preview.close();
});

test('a person exports a CV as JSON Resume, imports JSON Resume files and deletes a CV', async ({ page, user }) => {
  test.setTimeout(180_000);
  await signIn(page, user);
  // Import: a JSON Resume as other tools write it.
  await page.goto('/curriculum');
  const resume = {
    basics: {
      name: 'Joana Prado',
      label: 'Analista de Dados',
      summary: 'Analista de dados com SQL, Python e Power BI.',
      location: { city: 'Belo Horizonte', region: 'MG' },
    },
    work: [{ name: 'Mina Dados', position: 'Analista de Dados', startDate: '2021-06', summary: 'Painéis e modelagem.' }],
    education: [{ institution: 'UFMG', area: 'Estatística', studyType: 'Bachelor', startDate: '2015', endDate: '2019' }],
    languages: [
      { language: 'Inglês', fluency: 'Professional working proficiency' },
      { language: 'Alemão', fluency: 'um pouco' },
    ],
  };
  const importInput = page.getByLabel('Importar JSON Resume');
  await importInput.setInputFiles({ name: 'joana.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(resume)) });
  await expect(page.getByText('Currículo criado com sucesso!')).toBeVisible();
  await expect(page.getByText("Currículo 'Joana Prado' importado.")).toBeVisible();
  await expect(page.getByText("Alemão: nível 'um pouco' importado como B1-Intermediário.")).toBeVisible();
  const card = page.getByRole('article', { name: 'Joana Prado' });
  await expect(card.getByText('1 experiência', { exact: true })).toBeVisible();
  await expect(card.getByText('2 idiomas')).toBeVisible();
  await inspectScreen(page, 'curriculum-imported');

  await importInput.setInputFiles({ name: 'nao.json', mimeType: 'application/json', buffer: Buffer.from('{"isto": "não é um currículo"}') });
  await expect(page.getByText('O arquivo não é um JSON Resume válido.').first()).toBeVisible();
  await importInput.setInputFiles({ name: 'quebrado.json', mimeType: 'application/json', buffer: Buffer.from('{ quebrado') });
  await expect(page.getByText('O conteúdo não é JSON.')).toBeVisible();
  await inspectScreen(page, 'curriculum-import-refused');

  // Export from the edit page: a .json download that is JSON Resume.
  await card.getByRole('link', { name: /^Editar/ }).click();
  await page.getByRole('tab', { name: 'Idiomas', exact: true }).click();
  await expect(page.getByText('C1-Avançado')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar JSON Resume' }).click()]);
  expect(download.suggestedFilename()).toBe('curriculo-joana-prado.json');
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as { basics: Record<string, unknown>; work: unknown[]; languages: unknown[] };
  expect(exported.basics).toMatchObject({ name: 'Joana Prado', label: 'Analista de Dados', email: user.email, location: { city: 'Belo Horizonte', region: 'MG' } });
  expect(exported.work).toEqual([{ name: 'Mina Dados', position: 'Analista de Dados', startDate: '2021-06-01', summary: 'Painéis e modelagem.' }]);
  expect(exported.languages).toContainEqual({ language: 'Inglês', fluency: 'C1-Avançado' });

  // Delete the CV from the list, after the confirmation.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.getByRole('button', { name: 'Excluir Joana Prado' }).click();
  const confirm = dialog(page, 'Excluir currículo');
  await expect(confirm.getByText('Tem certeza que deseja excluir este currículo? Essa ação não pode ser desfeita.')).toBeVisible();
  await inspectScreen(page, 'curriculum-delete-modal');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Currículo deletado com sucesso!')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Joana Prado' })).toHaveCount(0);
});

test('the demo CV opens in the list, the edit screen and the preview', async ({ page }) => {
  await signIn(page, DEMO, '/curriculum');
  const card = page.getByRole('article', { name: 'Ana Souza' });
  await expect(card.getByText('2 formações')).toBeVisible();
  await expect(card.getByText('2 experiências')).toBeVisible();
  await expect(card.getByText('2 idiomas')).toBeVisible();
  const href = await card.getByRole('link', { name: /^Preview/ }).getAttribute('href');
  await page.goto(href ?? '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Experiência Profissional' })).toBeVisible();
  await expect(page.getByText('03/2021 – Atualmente')).toBeVisible();
  await inspectScreen(page, 'curriculum-demo-preview');
});

test("a save the server refuses (422) shows the server's field errors beside the fields", async ({ page, user }) => {
  // Issue 13 item 13 (decision 1310): the real server's 422 for the second experience, reached by
  // changing the request on its way (the form itself would not send an invalid value).
  const auth = { authorization: `Bearer ${user.token}` };
  const experience = (role: string, company_name: string, start_date: string) => ({ role, company_name, description: 'Atividades do dia a dia.', start_date, end_date: null });
  const created = await page.request.post('/api/v1/curriculum', {
    headers: auth,
    data: {
      name: user.name,
      role: 'Desenvolvedora Front-end',
      summary: 'Resumo de qualificações.',
      worked_before: false,
      experiences: [experience('Desenvolvedora', 'Loja Azul', '2021-03-01'), experience('Estagiária', 'Agência Norte', '2019-01-10')],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { uuid: string } };

  await signIn(page, user, `/curriculum/${data.uuid}`);
  await page.getByRole('tab', { name: 'Experiências' }).click();
  await page.getByRole('button', { name: 'Editar Estagiária - Agência Norte' }).click();
  const form = dialog(page, 'Editar Experiência');
  await page.route(`**/api/v1/curriculum/${data.uuid}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    const body = route.request().postDataJSON() as { experiences: { company_name: string }[] };
    body.experiences[1]!.company_name = 'x'.repeat(200);
    await route.continue({ postData: JSON.stringify(body) });
  });
  await form.getByRole('button', { name: 'Salvar' }).click();
  const company = form.getByLabel('Empresa');
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription(/no máximo 160 caracteres/);
  await expect(form.getByRole('textbox', { name: 'Cargo' })).not.toHaveAttribute('aria-invalid', 'true');
  await inspectScreen(page, 'curriculum-422-beside-fields', () => expect(company).toHaveAttribute('aria-invalid', 'true'));
});
