import { expect, inspectScreen, registerUser, runCli, signIn, test } from './fixtures.ts';

// Issue 14 item 1 (decision 1406): staff find 'Administração' in their menu and a console whose menu
// holds only what their role opens; anyone else sees no trace of it, not even at /admin.

test('only staff see the console, with the areas their role opens', async ({ page, user }) => {
  // A job seeker: no menu entry, and /admin is the ordinary 404 page.
  await signIn(page, user);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Sobre' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Administração' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('Administração')).toHaveCount(0);

  // The same person made an analyst at the command line.
  expect(await runCli('grant-role', user.email, 'analyst')).toContain('Papel concedido: analyst');
  await page.goto('/dashboard');
  const entry = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Administração' });
  await expect(entry).toBeAttached();
  await page.setViewportSize({ width: 1280, height: 800 });
  await entry.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  await expect(page).toHaveTitle('Painel · Administração · Rumo');
  const consoleMenu = page.getByRole('navigation', { name: 'Menu da administração' });
  await expect(consoleMenu.getByRole('link', { name: 'Painel' })).toHaveAttribute('aria-current', 'page');
  await expect(consoleMenu.getByRole('link', { name: 'Voltar ao Rumo' })).toHaveAttribute('href', '/dashboard');
  await inspectScreen(page, 'console-home', () => expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible());

  // An address inside the console that does not exist keeps the console around it.
  await page.goto('/admin/nao-existe');
  await expect(page.getByText('Esta página da administração não existe ou não está disponível para o seu papel.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu da administração' })).toBeAttached();

  // Revoked: the console is gone at once (the server reads roles on every request).
  expect(await runCli('revoke-role', user.email, 'analyst')).toContain('Papel retirado');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
});

test('the console menu opens as a drawer on a phone and Voltar ao Rumo leads back', async ({ page, request }) => {
  const admin = await registerUser(request, 'Alice Admin');
  await runCli('grant-role', admin.email, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, admin, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const consoleMenu = page.getByRole('navigation', { name: 'Menu da administração' });
  await expect(consoleMenu.getByRole('link', { name: 'Voltar ao Rumo' })).toBeVisible();
  await consoleMenu.getByRole('link', { name: 'Voltar ao Rumo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
