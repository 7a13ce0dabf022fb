import { checkA11y, expect, JOURNEY_SCREEN_CHECKS, test } from './fixtures.ts';
import { COLOUR_DEPENDENT_RULES, WCAG_A_AA_RULES } from './support/axe-rules.ts';
import { axeViolations } from './support/axe-runner.ts';

// checkA11y runs axe-core through our own runner (support/axe-runner.ts, decision 0711) rather than
// @axe-core/playwright: it must still see what axe sees — in the page, in a same-origin frame,
// and again on the same document after the theme changes (axe goes in once per document).

const PAGE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Página com problemas</title>
    <style>
      p { color: #111; background: #fff; }
      @media (prefers-color-scheme: dark) { p { color: #222; background: #000; } }
    </style>
  </head>
  <body>
    <main>
      <h1>Página com problemas</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p>Texto que some no tema escuro.</p>
      <iframe title="Quadro" srcdoc="<!doctype html><html lang='pt-BR'><head><title>Quadro</title></head><body><main><button></button></main></body></html>"></iframe>
    </main>
  </body>
</html>`;

test.skip(!JOURNEY_SCREEN_CHECKS, 'E2E_SCREEN_CHECKS=0 or xss');

test('the colour rules are rules of the installed axe-core', () => {
  expect(COLOUR_DEPENDENT_RULES.filter((id) => !WCAG_A_AA_RULES.includes(id))).toEqual([]);
});

test('the axe check finds violations in the page, in a same-origin frame and after a theme change', async ({ page }) => {
  // Served from the app's origin (axe reaches into frames of its own origin, as
  // @axe-core/playwright does), without the app's CSP, which would block the inline style.
  await page.route('**/axe-check-fixture', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE }));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/axe-check-fixture');
  await expect(page.frameLocator('iframe').locator('button')).toHaveCount(1);

  const light = await axeViolations(page, WCAG_A_AA_RULES);
  expect(light.map((v) => v.id).sort()).toEqual(['button-name', 'image-alt']);
  expect(light.find((v) => v.id === 'button-name')?.nodes[0]?.target).toEqual(['iframe', 'button']);

  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await axeViolations(page, WCAG_A_AA_RULES);
  expect(dark.map((v) => v.id).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  // The dark pass of inspectScreen (colour rules only) still sees the contrast failure.
  expect((await axeViolations(page, COLOUR_DEPENDENT_RULES)).map((v) => v.id)).toEqual(['color-contrast']);

  await expect(checkA11y(page, 'página com problemas')).rejects.toThrow(
    /color-contrast[\s\S]*accessibility violations on página com problemas|accessibility violations on página com problemas[\s\S]*color-contrast/,
  );

  // A clean document passes.
  await page.unroute('**/axe-check-fixture');
  await page.route('**/axe-check-fixture', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="pt-BR"><head><title>Limpa</title></head><body><main><h1>Tudo certo</h1></main></body></html>',
    }),
  );
  await page.goto('/axe-check-fixture');
  await checkA11y(page, 'página limpa');
});
