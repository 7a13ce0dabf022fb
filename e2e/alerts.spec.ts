import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, inspectScreen, runCli, signIn, test } from './fixtures.ts';

// Issue 7's journey: create, edit and see a job alert (also on the dashboard), run a delivery pass
// and find the digest with the right jobs in the outbox, unsubscribe through its link, delete the
// alert. Every screen gets axe at 390 and 1280 px and screenshots (e2e/screenshots/).

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const cards = (page: Page) => page.getByRole('list', { name: 'Seus alertas' }).getByRole('article');

/** Jobs in a town the seeded jobs never use, so the digest can only hold these. */
function writeJobsFile(tag: string): string {
  const job = (id: string, title: string, jobType: string, salary: number | null) => ({
    external_id: `e2e-alerts-${tag}-${id}`,
    title,
    description: 'Vaga criada pelo teste de alertas.',
    company: 'Empresa E2E de Alertas',
    city: 'Paraty',
    state: 'RJ',
    salary,
    captation: 'direct',
    job_type: jobType,
    work_model: 'presencial',
    seniority: 'Pleno',
  });
  const file = path.join(os.tmpdir(), `rumo-e2e-alert-jobs-${tag}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify([
      job('match', `Desenvolvedora Front-end Vue ${tag}`, 'CLT', 9000),
      job('no-salary', `Desenvolvedor(a) Frontend Angular ${tag}`, 'CLT', null),
      job('other-type', `Desenvolvedor Front-end PJ ${tag}`, 'PJ', 9000),
      job('other-role', `Analista de Dados ${tag}`, 'CLT', 9000),
      job('too-cheap', `Desenvolvedor Front-end Estagiário ${tag}`, 'CLT', 1500),
    ]),
  );
  return file;
}

test('a person creates, edits, receives, unsubscribes from and deletes a job alert', async ({ page, user }) => {
  // Seven screens checked at two widths plus CLI round trips.
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6);
  await signIn(page, user, '/job-alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alertas de Vagas' })).toBeVisible();
  await expect(page.getByText('Nenhum alerta cadastrado')).toBeVisible();
  await inspectScreen(page, 'alerts-empty', () => expect(page.getByText('Nenhum alerta cadastrado')).toBeVisible());

  // Create: the position comes from the suggestions (at most 10), the rest from the form.
  await page.getByRole('button', { name: 'Novo Alerta' }).click();
  const create = dialog(page, 'Criar Alerta');
  const position = create.getByRole('combobox', { name: 'Cargo' });
  await position.fill('desenvolvedor');
  await expect(create.getByRole('listbox', { name: 'Cargos sugeridos' }).getByRole('option')).toHaveCount(10);
  await position.fill('front');
  await create.getByRole('option', { name: 'Desenvolvedor Front-end' }).click();
  await expect(position).toHaveValue('Desenvolvedor Front-end');
  await create.getByRole('combobox', { name: 'Tipo de contratação' }).selectOption('CLT');
  await create.getByRole('combobox', { name: 'Estado' }).selectOption('RJ');
  await create.getByRole('combobox', { name: 'Cidade' }).fill('Paraty');
  await create.getByRole('textbox', { name: /^Salário mínimo/ }).fill('5000');
  await create.getByRole('textbox', { name: /^Salário máximo/ }).fill('12.000');
  await create.getByRole('textbox', { name: /^Salário máximo/ }).blur();
  await expect(create.getByRole('textbox', { name: /^Salário mínimo/ })).toHaveValue('5.000,00');
  await inspectScreen(page, 'alerts-create-modal', () => expect(create).toBeVisible());
  await create.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(page.getByText('Alerta criado com sucesso!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card.getByRole('heading', { name: 'Desenvolvedor Front-end' })).toBeVisible();
  await expect(card.getByText('Paraty/RJ')).toBeVisible();
  await expect(card.getByText(/R\$\s5\.000,00 a R\$\s12\.000,00/)).toBeVisible();
  await expect(card.getByText('Diária')).toBeVisible();
  // The positions list is cached in browser storage under the spec's key.
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('job-positions') ?? '[]') as { position: string }[]);
  expect(cached.map((p) => p.position)).toContain('Desenvolvedor Front-end');

  // Edit: weekly instead of daily.
  await card.getByRole('button', { name: 'Editar alerta Desenvolvedor Front-end' }).click();
  const edit = dialog(page, 'Editar Alerta');
  await expect(edit.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Paraty');
  await edit.getByRole('combobox', { name: 'Frequência' }).selectOption({ label: 'Semanal' });
  await inspectScreen(page, 'alerts-edit-modal', () => expect(edit).toBeVisible());
  await edit.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText('Alerta atualizado com sucesso!')).toBeVisible();
  await expect(card.getByText('Semanal')).toBeVisible();
  await inspectScreen(page, 'alerts-list', () => expect(card).toBeVisible());

  // The dashboard shows it, read only.
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Alertas de vagas' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Alertas de vagas' }) }));
  await expect(panel.getByText('Desenvolvedor Front-end')).toBeVisible();
  await expect(panel.getByText(/CLT · Paraty\/RJ/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Criar alerta' })).toBeVisible();
  await inspectScreen(page, 'alerts-dashboard', () => expect(panel.getByText('Desenvolvedor Front-end')).toBeVisible());

  // New jobs arrive; a delivery pass mails the matching ones (--force: the weekly period has not passed yet).
  expect(await runCli('import-jobs', writeJobsFile(tag))).toMatch(/5/);
  const pass = await runCli('send-alerts', '--force');
  expect(pass).toMatch(/e-mail\(s\) enviado\(s\)/);
  const list = await runCli('outbox', '5', '--to', user.email);
  expect(list).toContain(`${user.email}  Rumo: 2 novas vagas para os seus alertas (resumo semanal)`);
  const mail = await runCli('outbox', '1', '--to', user.email, '--full');
  expect(mail).toContain(`Desenvolvedora Front-end Vue ${tag}`);
  expect(mail).toContain(`Desenvolvedor(a) Frontend Angular ${tag} — Empresa E2E de Alertas — Paraty/RJ — A combinar`);
  for (const excluded of [`Desenvolvedor Front-end PJ ${tag}`, `Analista de Dados ${tag}`, `Desenvolvedor Front-end Estagiário ${tag}`]) expect(mail).not.toContain(excluded);
  expect(mail).toMatch(/\/jobs\/[0-9a-f-]{36}/);
  // A second pass sends nothing more to this person.
  await runCli('send-alerts', '--force');
  expect((await runCli('outbox', '5', '--to', user.email)).trim().split('\n')).toHaveLength(1);

  // The job link in the e-mail opens the job.
  const jobLink = /(https?:\/\/\S+\/jobs\/[0-9a-f-]{36})/.exec(mail)?.[1];
  expect(jobLink).toBeTruthy();
  await page.goto(jobLink!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tag);

  // One-click unsubscribe, no login needed: a fresh browser context has no session.
  const unsubscribe = /(https?:\/\/\S+\/api\/v1\/job-alerts\/unsubscribe\?token=\S+)/.exec(mail)?.[1];
  expect(unsubscribe).toBeTruthy();
  const anonymous = await page.context().browser()!.newContext({ locale: 'pt-BR' });
  const stranger = await anonymous.newPage();
  await stranger.goto(unsubscribe!);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Alerta cancelado' })).toBeVisible();
  await inspectScreen(stranger, 'alerts-unsubscribed', () => expect(stranger.getByRole('heading', { level: 1 })).toBeVisible());
  await stranger.goto(unsubscribe!);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Alerta já cancelado' })).toBeVisible();
  const tampered = await stranger.goto(unsubscribe!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
  expect(tampered?.status()).toBe(400);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Link inválido' })).toBeVisible();
  await anonymous.close();

  await page.goto('/job-alerts');
  await expect(card.getByText('Pausado')).toBeVisible();

  // Delete, after confirming.
  await card.getByRole('button', { name: 'Excluir alerta Desenvolvedor Front-end' }).click();
  const confirm = dialog(page, 'Excluir alerta');
  await inspectScreen(page, 'alerts-delete-dialog', () => expect(confirm).toBeVisible());
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Alerta removido com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum alerta cadastrado')).toBeVisible();
});

test('the daily limit (429) is said once, inside the modal', async ({ page, user }) => {
  // Issue 13 item 9 (decision 1308): the page's banner would sit behind the modal's backdrop.
  await signIn(page, user, '/job-alerts');
  await page.route('**/api/v1/job-alerts', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 429, json: { message: 'Limite de alertas diários atingido. Tente novamente amanhã.' } }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Novo Alerta' }).click();
  const create = page.getByRole('dialog', { name: 'Criar Alerta' });
  const position = create.getByRole('combobox', { name: 'Cargo' });
  await position.fill('front');
  await create.getByRole('option', { name: 'Desenvolvedor Front-end' }).click();
  await create.getByRole('combobox', { name: 'Tipo de contratação' }).selectOption('CLT');
  await create.getByRole('combobox', { name: 'Estado' }).selectOption('RJ');
  await create.getByRole('combobox', { name: 'Cidade' }).fill('Niterói');
  await create.getByRole('button', { name: 'Criar', exact: true }).click();
  const limit = create.getByRole('alert').filter({ hasText: 'Limite de alertas diários atingido. Tente novamente amanhã.' });
  await expect(limit).toBeVisible();
  await expect(page.getByText('Limite de alertas diários atingido. Tente novamente amanhã.')).toHaveCount(1);
  await inspectScreen(page, 'alerts-daily-limit', () => expect(limit).toBeVisible());
});
