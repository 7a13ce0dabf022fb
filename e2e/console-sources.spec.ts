import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, inspectScreen, registerUser, runCli, signIn, test } from './fixtures.ts';

// Issue 15 item 3 (decision 1504): a moderator connects a Greenhouse board from the console — the
// board is served by this spec on 127.0.0.1, as the real server fetches it — syncs it, reads the
// run (one job created, one rejected with its reason) and pauses the source.

/** A Greenhouse job board API with one good posting and one without a title (shared/job-sources.md). */
function greenhouseBoard(board: string, title: string) {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || !req.url?.startsWith(`/v1/boards/${board}/jobs`)) {
      res.writeHead(404).end();
      return;
    }
    const { port } = server.address() as AddressInfo;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        jobs: [
          {
            id: 7001,
            title,
            company_name: 'Acme Dados',
            location: { name: 'Recife - PE, Brasil' },
            content: '&lt;p&gt;Pipelines de dados em Python e SQL.&lt;/p&gt;',
            absolute_url: `http://127.0.0.1:${port}/vagas/7001`,
            first_published: '2026-11-20T12:00:00Z',
            updated_at: '2026-11-20T12:00:00Z',
          },
          { id: 7002, title: '', content: '&lt;p&gt;Sem título.&lt;/p&gt;', absolute_url: `http://127.0.0.1:${port}/vagas/7002`, updated_at: '2026-11-20T12:00:00Z' },
        ],
      }),
    );
  });
  return {
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a moderator connects a Greenhouse board in the console, syncs it, reads the run and pauses it', async ({ page, request }) => {
  // Three console screens checked by axe at two widths and two themes, and a real sync.
  test.setTimeout(300_000);
  const word = randomUUID().replace(/-/g, '').slice(0, 8);
  const board = `acme${word}`;
  const name = `Acme Dados ${word}`;
  const feed = greenhouseBoard(board, `Engenheira de Dados ${word}`);
  const baseUrl = await feed.start();
  try {
    const moderator = await registerUser(request, 'Marta Moderadora');
    await runCli('grant-role', moderator.email, 'moderator');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, moderator, '/admin');
    await page.getByRole('navigation', { name: 'Menu da administração' }).getByRole('link', { name: 'Fontes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fontes' })).toBeVisible();

    // 'Nova fonte': the key's hint follows the kind; the board's address goes under 'Avançado'.
    await page.getByRole('button', { name: 'Nova fonte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova fonte' });
    await dialog.getByLabel('Tipo').selectOption('greenhouse');
    await expect(dialog.getByText('Token do quadro de vagas (ex.: nubank)')).toBeVisible();
    await dialog.getByLabel('Chave').fill(board);
    await dialog.getByLabel(/Nome/).fill(name);
    await dialog.getByText('Avançado').click();
    await dialog.getByLabel(/Endereço base/).fill(baseUrl);
    await inspectScreen(page, 'console-sources-form', () => expect(dialog.getByLabel('Chave')).toHaveValue(board));
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Cadastrar fonte' }).click();

    // The new source's screen; a sync now, then its run: the oldest run is the first sync, whichever started it.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const syncNow = page.getByRole('button', { name: 'Sincronizar agora' });
    await expect(syncNow).toBeEnabled({ timeout: 60_000 });
    await syncNow.click();
    await expect(page.getByText('Sincronização pedida.')).toBeVisible();
    const runs = page.getByRole('table', { name: 'Sincronizações' });
    const firstRun = runs.locator('tbody').last();
    await expect(firstRun.getByText('Concluída')).toBeVisible({ timeout: 60_000 });
    await expect(syncNow).toBeEnabled({ timeout: 60_000 });
    const counts = firstRun.locator('tr').first().locator('td');
    // Início, Situação, Lidas, Novas, Atualizadas, Sem mudança, Expiradas, Republicadas, Rejeitadas.
    await expect(counts.nth(2)).toHaveText('2');
    await expect(counts.nth(3)).toHaveText('1');
    await expect(counts.nth(8)).toHaveText('1');
    await firstRun.getByRole('button', { name: '1 rejeitada: ver os motivos' }).click();
    await expect(firstRun.getByText('7002')).toBeVisible();
    await expect(firstRun.getByText('Sem título.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ações da fonte' })).toBeVisible();
    await inspectScreen(page, 'console-sources-detail', () => expect(page.getByRole('heading', { level: 1, name })).toBeVisible());
    await page.setViewportSize({ width: 1280, height: 800 });

    // Paused: it keeps its job and its runs but is not synced.
    await page.getByRole('button', { name: 'Pausar' }).click();
    await expect(page.getByText('Fonte pausada: não sincroniza até ser reativada.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reativar' })).toBeVisible();

    await page.getByRole('link', { name: 'Voltar para as fontes' }).click();
    const row = page.getByRole('table', { name: 'Fontes' }).getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Pausada', { exact: true })).toBeVisible();
    await expect(row.getByText('Pausada: não sincroniza')).toBeVisible();
    await expect(row.getByText('Greenhouse')).toBeVisible();
    await expect(row.getByText('Publicar automaticamente')).toBeVisible();
    // Cards on a phone, the table from md: the heading is what both widths share.
    await inspectScreen(page, 'console-sources-list', () => expect(page.getByRole('heading', { level: 1, name: 'Fontes' })).toBeVisible());

    // The Painel's latest syncs link to it.
    await page.goto('/admin');
    const latest = page.getByRole('region', { name: 'Últimas sincronizações' });
    await expect(latest.getByRole('link', { name }).first()).toHaveAttribute('href', /\/admin\/fontes\/[0-9a-f-]{36}$/);
  } finally {
    await feed.stop();
  }
});
