import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

// Issue 13, item 14 (decision 1322): the theme follows the system unless the person picks one in Conta.

/** Luminance (0 black … 1 white) of the page background, whatever colour syntax it is computed in: read back from a canvas pixel. */
const luminance = (page: Page) =>
  page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(document.body).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(ctx.getImageData(0, 0, 1, 1).data).map((v) => v / 255);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

test('the theme follows the system, and a choice in Conta wins and is remembered', async ({ page, user }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, user);
  expect(await luminance(page), 'system dark: dark page').toBeLessThan(0.1);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => luminance(page), { message: 'system light: light page' }).toBeGreaterThan(0.9);

  await page.goto('/account');
  await page.getByRole('radio', { name: /Escuro/ }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => luminance(page)).toBeLessThan(0.1);
  await page.reload();
  await expect(page.getByRole('radio', { name: /Escuro/ })).toBeChecked();
  expect(await luminance(page), 'the choice survives a reload, whatever the system says').toBeLessThan(0.1);

  await page.getByRole('radio', { name: /Claro/ }).check();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => luminance(page)).toBeGreaterThan(0.9);

  await page.getByRole('radio', { name: /Automático/ }).check();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await expect.poll(() => luminance(page)).toBeLessThan(0.1);
});
