import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, inspectScreen, registerUser, runCli, signIn, test, watchNotices } from './fixtures.ts';

// Issue 14 item 3 (decision 1402): jobs imported for review wait in the console's queue; a
// moderator approves one and rejects the other with a reason; a job seeker then finds only the
// approved one.

test('a moderator approves one imported job and rejects another; a job seeker sees only the approved one', async ({ page, user, request }) => {
  // Two console screens checked by axe at two widths and two themes: longer than the default budget.
  test.setTimeout(300_000);
  const word = `moderacao${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const approved = `Desenvolvedora Java ${word}`;
  const rejected = `Ganhe dinheiro rápido ${word}`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-e2e-review-')), 'vagas.json');
  fs.writeFileSync(
    file,
    JSON.stringify([
      { external_id: `${word}-1`, title: approved, company: 'Acme Tecnologia', city: 'Recife', state: 'PE', job_type: 'CLT', description: 'Back-end em Java.' },
      { external_id: `${word}-2`, title: rejected, company: 'Renda Fácil', city: 'Recife', state: 'PE', description: 'Trabalhe de casa.' },
    ]),
  );
  expect(await runCli('import-jobs', file, '--review')).toContain('importados: 2 (em revisão)');

  // Pending jobs are nobody's business but the moderators'.
  const seekerSearch = () => request.get(`/api/v1/jobs?query=${word}`, { headers: { authorization: `Bearer ${user.token}` } });
  expect((await (await seekerSearch()).json()).meta.total).toBe(0);

  const moderator = await registerUser(request, 'Marta Moderadora');
  await runCli('grant-role', moderator.email, 'moderator');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, moderator);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Administração' }).click();
  const consoleMenu = page.getByRole('navigation', { name: 'Menu da administração' });
  const vagas = consoleMenu.getByRole('link', { name: /^Vagas/ });
  // The menu counts the jobs waiting for review (at least these two).
  await expect(vagas).toHaveText(/Vagas\s*\d+\s*pendentes/);
  await vagas.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Em revisão' })).toHaveAttribute('aria-pressed', 'true');

  const filters = page.getByRole('search', { name: 'Filtrar vagas' });
  await filters.getByLabel('Buscar').fill(word);
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  const table = page.getByRole('table', { name: 'Vagas' });
  await expect(table.getByRole('link', { name: approved })).toBeVisible();
  await expect(table.getByRole('link', { name: rejected })).toBeVisible();
  await inspectScreen(page, 'console-moderation-queue', () => expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  // Approve the first.
  await table.getByRole('checkbox', { name: `Selecionar ${approved}` }).check();
  await page.getByRole('group', { name: 'Ações de moderação' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('1 vaga aprovada.')).toBeVisible();
  await expect(table.getByRole('link', { name: approved })).toHaveCount(0);

  // Reject the second: the reason is required.
  await table.getByRole('checkbox', { name: `Selecionar ${rejected}` }).check();
  await page.getByRole('group', { name: 'Ações de moderação' }).getByRole('button', { name: 'Rejeitar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rejeitar 1 vaga?' });
  await dialog.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(dialog.getByText('Informe o motivo da rejeição.')).toBeVisible();
  await dialog.getByLabel(/Motivo/).fill('Oferta enganosa, sem empresa identificável.');
  const notices = await watchNotices(page);
  await dialog.getByRole('button', { name: 'Rejeitar' }).click();
  await expect.poll(notices).toContainEqual(expect.stringContaining('1 vaga rejeitada.'));
  await expect(page.getByText('Nenhuma vaga em revisão.')).toBeVisible();

  // The rejected job, with its reason, in the 'Rejeitadas' tab and on its own screen with its history.
  await page.getByRole('button', { name: 'Rejeitadas' }).click();
  await expect(table.getByText('Motivo: Oferta enganosa, sem empresa identificável.')).toBeVisible();
  await table.getByRole('link', { name: rejected }).click();
  await expect(page.getByRole('heading', { level: 1, name: rejected })).toBeVisible();
  await expect(page.getByText('Motivo da rejeição: Oferta enganosa, sem empresa identificável.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Histórico' }).getByText('Rejeitada')).toBeVisible();
  await inspectScreen(page, 'console-moderation-edit', () => expect(page.getByRole('heading', { level: 1, name: rejected })).toBeVisible());

  // A job seeker's list: the approved job is there, the rejected one is not.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, user, `/jobs?query=${word}`);
  await expect(page.getByRole('article').filter({ hasText: approved })).toBeVisible();
  await expect(page.getByText(rejected)).toHaveCount(0);
  expect((await (await seekerSearch()).json()).meta.total).toBe(1);
});
