import { randomUUID } from 'node:crypto';
import { expect, inspectScreen, registerUser, runCli, signIn, test } from './fixtures.ts';

// Issue 16 item 4 (docs/decisions/1601): an admin changes a plan's price and a feature in 'Planos'
// and its user sees both on /plans at once. The plan is this test's own and withdrawn (hidden from
// everyone else, still 'Seu plano atual' for its user), so specs running beside it keep their grid.

test("an admin changes a plan's price and a feature; its user sees them on /plans", async ({ page, user, request }) => {
  test.setTimeout(120_000);
  const admin = await registerUser(request, 'Alice Admin');
  expect(await runCli('grant-role', admin.email, 'admin')).toContain('Papel concedido: admin');
  const id = randomUUID().slice(0, 6);
  const name = `Plano E2E ${id}`;
  const created = await request.post('/api/admin/v1/plans', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name, key: `e2e_${id}`, price: '19,90', active: false, features: { job_search: true } },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(await runCli('grant-plan', user.email, `e2e_${id}`)).toContain(`Plano ${name} concedido`);

  await signIn(page, admin, '/admin/planos');
  await expect(page.getByRole('heading', { level: 1, name: 'Planos' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
  await expect(row).toContainText('R$ 19,90/mês · 1 usuário');
  await expect(row.getByText('Retirado')).toBeVisible();
  await inspectScreen(page, 'console-plans', () => expect(page.getByRole('heading', { level: 2, name: 'Profissional' })).toBeVisible());

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Editar plano ${name}` });
  await dialog.getByRole('textbox', { name: /Preço por mês/ }).fill('24,90');
  await dialog.getByRole('switch', { name: 'Mentoria' }).click();
  await expect(dialog.getByRole('switch', { name: 'Mentoria' })).toHaveAttribute('aria-checked', 'true');
  await inspectScreen(page, 'console-plan-editor', () => expect(dialog.getByRole('switch', { name: 'Mentoria' })).toBeVisible());
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Plano ${name} salvo.`)).toBeVisible();
  await expect(row).toContainText('R$ 24,90/mês');

  // The seeker, on this (withdrawn) plan, sees the new price and the feature.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, user, '/plans');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('R$ 24,90/mês');
  await expect(card.getByText('Seu plano atual')).toBeVisible();
  await expect(card.getByText('Mentoria: incluído')).toBeAttached();
});
