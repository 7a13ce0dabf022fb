import { expect, inspectScreen, signIn, test } from './fixtures.ts';

// Issue 13 item 6 (decision 1305): a chunk missing after a new deploy reloads the page once by
// itself; when it is still missing, the error page explains in Portuguese and offers 'Recarregar'.

test('a stale chunk reloads the page once by itself', async ({ page, user }) => {
  await signIn(page, user);
  // The old build's 'Sobre' chunk is gone the first time it is asked for.
  await page.route(/\/assets\/about-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }), { times: 1 });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Sobre' }).first().click();
  await reloaded;
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Unexpected Application Error!');
  expect(await page.evaluate(() => sessionStorage.getItem('rumo.stale-chunk-reload'))).toContain('about-');
});

test('a chunk still missing after the reload shows the error page, in Portuguese, without technical text', async ({ page, user }) => {
  await signIn(page, user);
  await page.route(/\/assets\/support-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.getByRole('link', { name: 'Suporte' }).first().click();
  const heading = page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Algo deu errado ao abrir esta página.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recarregar' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Failed to fetch|dynamically imported|TypeError|assets\//);
  await inspectScreen(page, 'route-error', () => expect(heading).toBeVisible());
});
