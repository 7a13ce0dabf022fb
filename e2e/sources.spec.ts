import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, inspectScreen, runCli, signIn, test } from './fixtures.ts';

// Issue 15 (decision 1502): an operator adds a Greenhouse board and syncs it; a person finds the
// job by search, opens it, and its apply link is the feed's `absolute_url`. The feed is a real
// HTTP server in this spec; on PGlite the CLI hands the sync to the running server, which fetches it.

const ABSOLUTE_URL = 'https://boards.greenhouse.io/acmebrasil/jobs/5550123';
const TITLE = 'Pessoa Engenheira de Confiabilidade Quixotesca';

const board = {
  jobs: [
    {
      id: 5550123,
      title: TITLE,
      first_published: '2026-11-20T09:00:00-03:00',
      company_name: 'Acme Brasil',
      location: { name: 'Florianópolis, SC' },
      absolute_url: ABSOLUTE_URL,
      content:
        '&lt;p&gt;Cuide da confiabilidade dos nossos serviços em &lt;strong&gt;Kubernetes&lt;/strong&gt;.&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;ul&gt;&lt;li&gt;Plantão remunerado&lt;/li&gt;&lt;li&gt;Vale-refeição&lt;/li&gt;&lt;/ul&gt;',
      pay_input_ranges: [{ min_cents: 1500000, max_cents: 2100000, currency_type: 'BRL', title: 'Salário mensal' }],
    },
  ],
};

let feed: http.Server;
let origin = '';

test.beforeAll(async () => {
  feed = http.createServer((request, response) => {
    if (request.url?.startsWith('/v1/boards/')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(board));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => feed.close(() => resolve())));

test('a synced Greenhouse job is found by search, opened, and its apply link is the feed’s', async ({ page, user }) => {
  test.setTimeout(180_000);
  // The board's key is new on every run, so a reused database never answers 409.
  const key = `acme${Date.now()}`;
  expect(await runCli('sources', 'add', 'greenhouse', key, '--base-url', origin, '--name', 'Acme Brasil')).toContain(`Fonte cadastrada: Acme Brasil (greenhouse:${key})`);
  const synced = await runCli('sources', 'sync', key);
  expect(synced).toContain('Concluída: lidas 1, novas 1');

  await signIn(page, user, '/jobs');
  await page.getByLabel('Buscar', { exact: true }).fill('Quixotesca');
  await expect(page).toHaveURL(/\/jobs\?query=Quixotesca$/);
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: TITLE }).click();

  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Cuide da confiabilidade dos nossos serviços em Kubernetes.')).toBeVisible();
  await expect(page.getByText('alert(1)')).toHaveCount(0);
  const apply = page.getByRole('link', { name: /Ir para o site da vaga/ });
  await expect(apply).toHaveAttribute('href', ABSOLUTE_URL);
  await inspectScreen(page, 'source-job-detail', () => expect(apply).toBeVisible());
});
