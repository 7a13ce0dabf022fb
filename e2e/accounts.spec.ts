import { randomUUID } from 'node:crypto';
import { expect, inspectScreen, login, runCli, test, watchNotices } from './fixtures.ts';

// Issue 2's journey: register → login → dashboard → edit profile → change password → logout →
// guarded route → 404, checking every screen on the way (axe at 390 and 1280 px, screenshots).
test('a person registers, edits the profile, changes the password and logs out', async ({ page }) => {
  const email = `e2e-conta-${randomUUID().slice(0, 8)}@teste.rumo.app`;
  const password = 'minha-senha-de-teste-1';

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await inspectScreen(page, 'login');
  await page.getByRole('link', { name: 'Cadastre-se' }).click();

  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Antes de começar, vamos preencher as informações do seu currículo')).toBeVisible();
  await inspectScreen(page, 'register-intro');
  await page.getByRole('button', { name: 'Avançar' }).click();

  await page.getByLabel('Nome completo').fill('Carla Mendes');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Telefone').fill('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await inspectScreen(page, 'register-form');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro Finalizado' })).toBeVisible({ timeout: 10_000 });
  await inspectScreen(page, 'register-done');

  // The wizard stored the session: "/" now leads to the dashboard.
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Carla');

  // Log out and back in through the login screen.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, { email, password });
  await inspectScreen(page, 'dashboard');

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Configurações da Conta' })).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue('Carla Mendes');
  await inspectScreen(page, 'account');
  await page.getByLabel('Nome').fill('Carla Mendes Rocha');
  // The banner closes itself after 6 s: read from every notice shown, so a stalled browser on a
  // saturated machine cannot miss it (both CI passes missed the password's one, stop 25).
  let notices = await watchNotices(page);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect.poll(notices).toContainEqual(expect.stringMatching(/atualizad[oa]s? com sucesso/));
  await page.reload();
  await expect(page.getByLabel('Nome')).toHaveValue('Carla Mendes Rocha');

  await page.getByLabel('Senha atual').fill(password);
  await page.getByLabel('Nova senha').fill('outra-senha-de-teste-2');
  notices = await watchNotices(page);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  // Two scrypt runs (the current password checked, the new one hashed) waiting their turn behind
  // the other journeys' logins: seconds on a loaded machine.
  await expect.poll(notices, { timeout: 30_000 }).toContain('Senha alterada com sucesso!');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Guarded route: back to the login, which keeps the way back to it (decision 1304).
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);

  // The new password works, the old one does not.
  await page.getByLabel('Usuário').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Usuário não encontrado!')).toBeVisible();
  await login(page, { email, password: 'outra-senha-de-teste-2' });

  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await inspectScreen(page, 'not-found');
  await page
    .getByRole('button', { name: 'Ir para Home' })
    .or(page.getByRole('link', { name: 'Ir para Home' }))
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the public and informational screens pass axe at both widths', async ({ page, user }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await inspectScreen(page, 'forgot-password');

  await login(page, user);
  for (const [path, name] of [
    ['/about', 'about'],
    ['/support', 'support'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await inspectScreen(page, name);
  }
  await page.getByRole('tab', { name: /Contato/ }).click();
  await expect(page.getByRole('heading', { name: 'Chat ao Vivo' })).toBeVisible();
  await inspectScreen(page, 'support-contact');
});

test('forgot password sends a link that resets the password', async ({ page, user }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: /Enviar/ }).click();
  await expect(page.getByText(/Se o e-mail estiver cadastrado/)).toBeVisible();
  // The outbox is where mail goes without SMTP; the CLI reads it like an operator would. The link
  // is written by a background job right after the answer (docs/decisions/0705), so wait for it.
  let token: string | undefined;
  await expect
    .poll(async () => (token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(await runCli('outbox', '5', '--to', user.email, '--full'))?.[1]), { timeout: 15_000 })
    .toBeTruthy();
  await inspectScreen(page, 'forgot-password-sent');
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-redefinida-3');
  await page.getByLabel('Confirme a nova senha').fill('senha-redefinida-3');
  await inspectScreen(page, 'reset-password');
  await page.getByRole('button', { name: /Redefinir|Salvar/ }).click();
  await expect(page.getByText(/Senha redefinida com sucesso/)).toBeVisible();
  await login(page, { email: user.email, password: 'senha-redefinida-3' });
});

test('an expired session goes to /login with a notice and comes back to the same page after login', async ({ page, user }) => {
  // Issue 13 item 5 (decision 1304): the server ends the session while the user is on a page.
  await login(page, user);
  await page.goto('/jobs?page=2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await runCli('revoke-sessions', user.email)).toBeTruthy();
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fjobs%3Fpage%3D2$/);
  const notice = page.getByRole('status').filter({ hasText: 'Sua sessão expirou. Entre novamente.' });
  await expect(notice).toBeVisible();
  await inspectScreen(page, 'login-session-expired', () => expect(notice).toBeVisible());
  await page.getByLabel('Usuário').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);

  // Never another site: ?next= pointing elsewhere lands on the dashboard.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/x')}`);
  await page.getByLabel('Usuário').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
