import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { checkA11y, DEMO, expect, inspectScreen, runCli, screenshot, signIn, test } from './fixtures.ts';

// Issue 3's journey: search → filter → open → apply (the external site opens in a new page) →
// the application is listed → its status changes → the timeline shows it. Every screen gets axe
// at 390 and 1280 px and screenshots (e2e/screenshots/).

type JobSummary = { uuid: string; title: string; url: string | null; apply_url: string | null };

/** Same search as the screen, through the API, to pick a job on the first page that links to an external site. */
async function firstExternalJob(page: Page, token: string, search: string): Promise<JobSummary> {
  const res = await page.request.get(`/api/v1/jobs?${search}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: JobSummary[] };
  const job = data.find((j) => j.url?.startsWith('https://'));
  expect(job, 'a job with an external url on the first page').toBeTruthy();
  return job!;
}

const cards = (page: Page) => page.getByRole('article');

test('a person finds a job, applies through its site and tracks the application', async ({ page, user }) => {
  // Six screens, each checked by axe at two widths: longer than the default budget on a 2-core machine.
  test.setTimeout(300_000);
  // Nothing may reach the internet: the employer's site is answered locally, and we can see it was opened.
  const opened: string[] = [];
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="pt-BR"><title>Site da empresa</title><h1>Vaga externa</h1></html>' });
  });

  await signIn(page, user, '/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(/vagas encontradas/)).toBeVisible();
  await inspectScreen(page, 'jobs-list', () => expect(cards(page).first()).toBeVisible());

  // Search (sent after the typing pause) and filter by state: both land in the URL, page back to 1.
  await page
    .getByRole('navigation', { name: 'Paginação' })
    .getByRole('button', { name: /Próxima/ })
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.getByLabel('Buscar', { exact: true }).fill('desenvolvedor');
  await expect(page).toHaveURL(/\/jobs\?query=desenvolvedor$/);
  await page.getByRole('button', { name: 'Estado', exact: true }).click();
  const sp = page.getByRole('radio', { name: /^São Paulo \(SP\)/ });
  await sp.click();
  await expect(sp).toBeChecked();
  await expect(page).toHaveURL(/\/jobs\?query=desenvolvedor&state=SP$/);
  await expect(page.getByRole('button', { name: /^Estado\s*São Paulo \(SP\)/ })).toBeVisible();
  // The filtered page replaces the previous one asynchronously: wait until every card is in SP.
  await expect
    .poll(
      async () => {
        const locations = await cards(page)
          .getByText(/ - [A-Z]{2}$/)
          .allTextContents();
        return locations.length > 0 && locations.every((l) => / - SP$/.test(l));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await inspectScreen(page, 'jobs-filtered', () => expect(cards(page).first()).toBeVisible());

  // Reload and back restore the search.
  await page.reload();
  await expect(page.getByLabel('Buscar', { exact: true })).toHaveValue('desenvolvedor');
  await expect(sp).toBeChecked();

  const job = await firstExternalJob(page, user.token, 'query=desenvolvedor&state=SP&page=1');
  await page.locator(`a[href="/jobs/${job.uuid}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sobre a Empresa' })).toBeVisible();
  await expect(page.getByText('Expira em')).toBeVisible();
  const go = page.getByRole('link', { name: /Ir para o site da vaga/ });
  await expect(go).toHaveAttribute('target', '_blank');
  await expect(go).toHaveAttribute('rel', 'noopener noreferrer');
  await inspectScreen(page, 'job-detail', () => expect(go).toBeVisible());

  // Apply: the employer's site opens in a new page and the application is recorded.
  const [popup] = await Promise.all([page.waitForEvent('popup'), go.click()]);
  await popup.waitForLoadState();
  // The separate apply link when the job has one (decision 1503), else the posting's page.
  const target = job.apply_url ?? job.url;
  expect(popup.url()).toBe(target);
  expect(opened).toContain(target);
  await popup.close();
  await expect(page.getByText('Candidatura registrada! Acompanhe em Minhas Candidaturas.')).toBeVisible();
  await expect(page.getByText(/Você se candidatou em \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();

  // A second click does not create a second application.
  const [again] = await Promise.all([page.waitForEvent('popup'), go.click()]);
  await again.close();

  // Back returns to the filtered list.
  await page.getByRole('link', { name: 'Voltar para as vagas' }).click();
  await expect(page).toHaveURL(/\/jobs\?query=desenvolvedor&state=SP$/);

  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Candidaturas' })).toBeVisible();
  await expect(page.getByText('1 candidatura', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  const row = page.getByRole('table').locator('tbody tr').first();
  await expect(row.getByRole('rowheader')).toHaveText(job.title);
  await expect(row.getByText('Candidatura enviada')).toBeVisible();
  await inspectScreen(page, 'applications', () => expect(page.getByRole('heading', { level: 1, name: 'Minhas Candidaturas' })).toBeVisible());

  // Status change, then the timeline shows both entries with their dates.
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: /Histórico de/ }).click();
  const details = page.getByRole('table').locator('[id^="application-row-"]');
  await expect(details.getByText('Candidatura Enviada', { exact: true })).toBeVisible();
  await details.getByLabel('Alterar status').selectOption('review');
  await details.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(/Status atualizado com sucesso!/)).toBeVisible();
  await expect(row.getByText('Em análise')).toBeVisible();
  await expect(details.getByText('Feedback Recebido')).toBeVisible();
  await expect(details.getByRole('listitem')).toHaveCount(2);
  await expect(details.getByRole('listitem').nth(1)).toContainText(/Em análise\s*\d{2}\/\d{2}\/\d{4}/);
  await inspectScreen(page, 'applications-timeline', () => expect(page.getByText('Feedback Recebido').filter({ visible: true }).first()).toBeVisible());

  // Filters: the application is active ('Em Andamento'), not among the closed ones.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Encerradas' });
  await expect(page).toHaveURL(/status=closed/);
  await expect(page.getByText('Nenhuma candidatura encontrada')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Em Andamento' });
  await expect(page.getByText('1 candidatura', { exact: true })).toBeVisible();

  // The dashboard lists it among the recent ones.
  await page.goto('/dashboard');
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Candidaturas recentes' }) });
  await expect(panel.getByRole('link', { name: job.title })).toBeVisible();
  await expect(panel.getByText('Em análise')).toBeVisible();
  await panel.getByRole('link', { name: /Ver todas/ }).click();
  await expect(page).toHaveURL(/\/applications$/);
});

test('on a phone the filters are one button and a bottom sheet, and the results start on the first screen', async ({ page, user }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user, '/jobs');
  const first = cards(page).first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.y, 'the first card starts on the first screen, with room to read it').toBeLessThan(844 - 200);
  await expect(page.getByRole('button', { name: 'Estado', exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  await sheet.getByRole('button', { name: 'Estado', exact: true }).click();
  await sheet.getByRole('radio', { name: /^São Paulo \(SP\)/ }).click();
  await expect(page).toHaveURL(/\/jobs\?state=SP$/);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await checkA11y(page, `filters sheet (${colorScheme})`);
    await screenshot(page, `jobs-filters-sheet-390${colorScheme === 'dark' ? '-dark' : ''}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await sheet.getByRole('button', { name: /^Ver [\d.]+ vagas?$/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtros 1 ativo' })).toBeVisible();
  await inspectScreen(page, 'jobs-phone-filtered', () => expect(cards(page).first()).toBeVisible());
});

test('an unknown job shows the not-found view', async ({ page }) => {
  await signIn(page, DEMO, `/jobs/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible();
  await expect(page.getByText('A vaga que você está procurando não existe ou foi removida.')).toBeVisible();
  await inspectScreen(page, 'job-not-found', () => expect(page.getByRole('heading', { name: 'Vaga não encontrada' })).toBeVisible());
});

test('the demo user sees seeded applications with varied statuses, sortable on both layouts', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO, '/applications');
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const vaga = table.getByRole('columnheader', { name: /Vaga/ });
  await vaga.getByRole('button').click();
  await expect(vaga).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=title&direction=asc/);
  // The previous page stays on screen (aria-busy) until the sorted one arrives.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const titles = await table.locator('tbody th[scope="row"]').allTextContents();
  // The API orders by the unaccented, lower-cased title (docs/decisions/0250-applications-api.md).
  const key = (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  expect(titles).toEqual([...titles].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
  await vaga.getByRole('button').click();
  await expect(vaga).toHaveAttribute('aria-sort', 'descending');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Ordenar por').selectOption({ label: 'Status (início → fim)' });
  await expect(page).toHaveURL(/sort=status&direction=asc/);
  await page.getByLabel('Período').selectOption({ label: 'Último ano' });
  await expect(page).toHaveURL(/period=year/);
  await inspectScreen(page, 'applications-demo', () => expect(page.getByRole('heading', { level: 1, name: 'Minhas Candidaturas' })).toBeVisible());
});

test('long unbroken company names, titles and URLs stay inside the cards at 390 px', async ({ page }) => {
  const tag = `ovf${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const company = `Superlongcompanynamewithoutanyspacesatallinc${'x'.repeat(16)}`;
  const title = `Desenvolvedora ${tag} ${'Engenhariadeplataformaedadosdistribuidosemtemporeal'.padEnd(60, 'z')}`;
  const longUrl = `https://carreiras.${'empresacomnomemuitolongo'.repeat(3)}.com.br/vagas/${'a'.repeat(40)}`;
  const file = path.join(os.tmpdir(), `rumo-${tag}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify([
      {
        external_id: tag,
        title,
        description: `Veja mais em ${longUrl}\nOutra linha.`,
        company,
        city: 'Recife',
        state: 'PE',
        salary: 9000,
        captation: 'company',
        url: longUrl,
        job_type: 'CLT',
        work_model: 'remoto',
        seniority: 'Pleno',
      },
    ]),
  );
  expect(await runCli('import-jobs', file)).toContain('importados: 1');
  fs.rmSync(file, { force: true });

  // Anything inside <main> whose right edge passes the viewport, and the page's own width.
  const overflow = () =>
    page.evaluate(() => {
      const wide = Array.from(document.querySelectorAll<HTMLElement>('main *')).filter(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && getComputedStyle(el).position !== 'fixed',
      );
      return { width: document.documentElement.scrollWidth, wide: wide.slice(0, 5).map((el) => `${el.tagName}.${el.className.toString().slice(0, 40)}`) };
    });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO, `/jobs?query=${tag}`);
  const card = cards(page).filter({ hasText: company });
  await expect(card).toBeVisible();
  expect(await overflow()).toEqual({ width: 390, wide: [] });

  await card.getByRole('link').first().click();
  const about = page.locator('section', { has: page.getByRole('heading', { name: 'Sobre a Empresa' }) });
  await expect(about).toContainText(company);
  expect(await overflow()).toEqual({ width: 390, wide: [] });
  await inspectScreen(page, 'job-detail-long-words', () => expect(about).toBeVisible());
});

test('a page past the last one goes to the last page, garbage to page 1', async ({ page, user }) => {
  // Issue 13 item 7 (decision 1306).
  await signIn(page, user, '/jobs?page=99');
  await expect(page).not.toHaveURL(/page=99/);
  await expect(page).toHaveURL(/\/jobs\?page=\d+$/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeLessThan(99);
  await expect(page.getByText(`Página ${last} de ${last}`)).toBeVisible();
  await expect(page.getByText(/Página 99/)).toHaveCount(0);
  await inspectScreen(page, 'jobs-last-page', () => expect(page.getByText(`Página ${last} de ${last}`)).toBeVisible());
  await page.goto('/jobs?page=abc');
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
});

test("an expired internship says 'expirou' once and 'Estágio' once", async ({ page, user }) => {
  // Issue 13 item 9 (decision 1308): the real API's answer, made an expired internship on its way.
  await signIn(page, user);
  const job = await firstExternalJob(page, user.token, 'page=1');
  await page.route(`**/api/v1/jobs/${job.uuid}`, async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
    const data = { ...answer.data, job_type: 'Estágio', seniority: 'Estágio', is_expired: true, expired_at: '2026-01-10T12:00:00.000Z' };
    await route.fulfill({ json: { data } });
  });
  await page.goto(`/jobs/${job.uuid}`);
  await expect(page.getByText('Esta vaga expirou em 10/01/2026 e não recebe mais candidaturas.')).toBeVisible();
  await expect(page.getByText(/não recebe mais candidaturas/)).toHaveCount(1);
  await expect(page.getByText('Estágio', { exact: true })).toHaveCount(1);
  await inspectScreen(page, 'job-detail-expired-internship', () => expect(page.getByText('Vaga expirada')).toBeVisible());
});

test('a job with a salary range, PcD flag and remote region is found by those filters and applies through its apply link', async ({ page }) => {
  // Issue 15 item 1 (decision 1503): imported like a feed would give it, then seen on the card and the detail.
  const tag = `pcd${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const file = path.join(os.tmpdir(), `rumo-${tag}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify([
      {
        external_id: tag,
        title: `Desenvolvedora Back-end ${tag}`,
        description: 'Time de pagamentos.\n- Node.js\n- PostgreSQL',
        company: 'Ipê Software',
        city: 'Recife',
        state: 'PE',
        salary_min: 8000,
        salary_max: 12000,
        captation: 'company',
        url: 'https://ipe.example/vagas/1',
        apply_url: 'https://ipe.example/vagas/1/candidatura',
        job_type: 'CLT',
        work_model: 'remoto',
        remote_region: 'Brasil',
        seniority: 'Sênior',
        affirmative: true,
        skills: ['Node.js', 'PostgreSQL'],
      },
      { external_id: `${tag}-low`, title: `Analista ${tag}`, salary: 3000, affirmative: true, captation: 'company' },
    ]),
  );
  expect(await runCli('import-jobs', file)).toContain('importados: 2');
  fs.rmSync(file, { force: true });

  await signIn(page, DEMO, `/jobs?query=${tag}&affirmative=true&min_salary=8000`);
  const card = cards(page).filter({ hasText: 'Ipê Software' });
  await expect(card).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(card).toContainText(/R\$\s8\.000 – R\$\s12\.000/);
  await expect(card.getByText('Vaga afirmativa para PcD')).toBeVisible();
  await expect(card.getByText('Remoto · Brasil')).toBeVisible();
  await inspectScreen(page, 'jobs-range-pcd', () => expect(card).toBeVisible());

  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Desenvolvedora Back-end ${tag}` })).toBeVisible();
  await expect(page.getByText('Vaga afirmativa para PcD')).toBeVisible();
  await expect(page.getByText('Remoto: aberto a')).toBeVisible();
  const go = page.getByRole('link', { name: /Ir para o site da vaga/ });
  await expect(go).toHaveAttribute('href', 'https://ipe.example/vagas/1/candidatura');
  await inspectScreen(page, 'job-detail-range-pcd', () => expect(go).toBeVisible());
});
