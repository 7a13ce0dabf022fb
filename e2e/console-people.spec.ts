import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, inspectScreen, registerUser, runCli, signIn, test } from './fixtures.ts';

// Issue 14 items 5, 6, 7 and the home of item 2 (decisions 1404, 1405): a seeker's 'Começar agora'
// becomes a lead; an analyst sees it and downloads the CSV; an admin converts it (the plan changes)
// and the audit log shows the conversion; Painel, Usuários and Auditoria pass axe at two widths.

async function switchTo(page: Page, person: { email: string; password: string }) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, person);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a lead goes from Começar agora to the CSV, the conversion and the audit log', async ({ page, user, request }) => {
  test.setTimeout(600_000);
  // The seeker asks for Premium on /plans.
  await signIn(page, user, '/plans');
  await page
    .getByRole('article')
    .nth(2)
    .getByRole('button', { name: /Começar agora/ })
    .click();
  const thanks = page.getByRole('dialog', { name: 'Obrigado pelo seu interesse!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Entendi' }).click();

  // An analyst sees the lead and downloads the CSV.
  const analyst = await registerUser(request, 'Ana Analista');
  expect(await runCli('grant-role', analyst.email, 'analyst')).toContain('Papel concedido: analyst');
  await switchTo(page, analyst);
  await page.goto(`/admin/interessados?q=${encodeURIComponent(user.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Interessados' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Interessados' });
  const row = table.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText('Premium');
  await expect(row).toContainText('Novo');
  await expect(page.getByRole('button', { name: /Converter/ })).toHaveCount(0);
  await inspectScreen(page, 'console-leads', () => expect(page.getByRole('heading', { level: 1, name: 'Interessados' })).toBeVisible());

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^interessados-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"Nome";"E-mail";"Plano atual";"Plano pedido";"Data";"Status";"Anotações"')).toBe(true);
  expect(csv).toContain(`"${user.email}";"Gratuito";"Premium"`);

  // An admin converts it: the seeker is on Premium now.
  const admin = await registerUser(request, 'Alice Admin');
  await runCli('grant-role', admin.email, 'admin');
  await switchTo(page, admin);
  await page.goto(`/admin/interessados?q=${encodeURIComponent(user.email)}`);
  await page
    .getByRole('table', { name: 'Interessados' })
    .getByRole('button', { name: `Converter ${user.name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Converter interessado' });
  await expect(confirm).toContainText(`Conceder o plano Premium a ${user.name}?`);
  await confirm.getByRole('button', { name: 'Conceder plano' }).click();
  await expect(page.getByText(`Plano Premium concedido a ${user.name}.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Interessados' }).getByRole('row').filter({ hasText: user.email })).toContainText('Convertido');
  const plans = (await (await page.request.get('/api/v1/plans', { headers: { authorization: `Bearer ${user.token}` } })).json()) as {
    data: { name: string; is_current: boolean }[];
  };
  expect(plans.data.find((p) => p.is_current)?.name).toBe('Premium');

  // Auditoria shows the conversion with its before and after.
  await page.goto(`/admin/auditoria?actor=${encodeURIComponent(admin.email)}`);
  const audit = page.getByRole('table', { name: 'Registros da auditoria' });
  const entry = audit.getByRole('row').filter({ hasText: 'Converteu o interessado' });
  await expect(entry).toContainText(admin.email);
  await entry.getByText('Ver alterações (2)').click();
  await expect(entry.locator('del', { hasText: 'Gratuito' })).toBeVisible();
  await expect(entry.locator('ins', { hasText: 'Premium' })).toBeVisible();
  await inspectScreen(page, 'console-audit', () => expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible());

  // Usuários: the seeker found by e-mail, and their page.
  await page.goto('/admin/usuarios');
  await page.getByLabel('Buscar por nome ou e-mail').fill(user.email);
  const users = page.getByRole('table', { name: 'Usuários' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await inspectScreen(page, 'console-users', () =>
    expect(
      page
        .getByRole('table', { name: 'Usuários' })
        .or(page.getByRole('list', { name: 'Usuários' }))
        .first(),
    ).toBeAttached(),
  );
  await users.getByRole('link', { name: user.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo' }).getByText('Premium', { exact: true })).toBeVisible();
  await inspectScreen(page, 'console-user-detail', () => expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible());

  // Painel: the numbers and the 30-day charts.
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /Interessados novos/ })).toHaveAttribute('href', '/admin/interessados');
  await expect(page.getByRole('img', { name: /Cadastros por dia: \d+ em 30 dias/ })).toBeVisible();
  await inspectScreen(page, 'console-overview', () => expect(page.getByRole('heading', { level: 2, name: 'Últimos 30 dias' })).toBeVisible());
});

test('an admin ends every session of a user from Usuários: that user is logged out', async ({ page, user, request }) => {
  test.setTimeout(120_000);
  const admin = await registerUser(request, 'Alice Admin');
  await runCli('grant-role', admin.email, 'admin');
  await signIn(page, admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/usuarios/${user.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  await page.getByRole('button', { name: 'Encerrar todas as sessões' }).click();
  const confirm = page.getByRole('dialog', { name: 'Encerrar todas as sessões' });
  await confirm.getByRole('button', { name: 'Encerrar sessões' }).click();
  await expect(page.getByText('1 sessão encerrada.')).toBeVisible();
  expect((await page.request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${user.token}` } })).status()).toBe(401);
});
