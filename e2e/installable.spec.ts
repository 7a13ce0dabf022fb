import { checkA11y, expect, inspectScreen, test } from './fixtures.ts';

// Issue 13, item 15 (decision 1321): the app can be added to a phone's home screen, and a page that
// cannot load without network shows the offline page — nothing more is promised offline.

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('installable: the manifest and its icons are served, and Chromium finds no installability error', async ({ page, request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as { icons: { src: string; sizes: string; type: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'Rumo — vagas e carreira em tecnologia', short_name: 'Rumo', lang: 'pt-BR', display: 'standalone', start_url: '/dashboard', scope: '/' });
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type === 'image/png') expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are off the record, which Chromium reports as 'in-incognito': a
  // fact about the test browser, not the app. Any other error (manifest, icons, start_url, worker) counts.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
});

test('offline: a page that cannot load shows the offline page; online again, "Tentar novamente" brings the app back', async ({ page, context }) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Você está sem conexão' })).toBeVisible();
  await checkA11y(page, 'offline page');
  await inspectScreen(page, 'offline', async () => {
    await expect(page.getByRole('link', { name: 'Tentar novamente' })).toBeVisible();
  });

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
});
