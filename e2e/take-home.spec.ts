import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, inspectScreen, runCli, signIn, test } from './fixtures.ts';

// Issue 17 item 2 (decision 1701): a job seeker opens a CLT job with a salary range, reads the CLT and PJ
// figures of 'Quanto sobra por mês', types a benefit and sees the result change; the section is checked
// by axe and photographed at 390 and 1280 px. Figures: the contract's hand-worked examples.

/** The text of a table's line, by caption and line header ('R$ 1.234,56' with plain spaces). */
async function line(page: Page, table: string, item: string): Promise<string> {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: item, exact: true }) });
  return ((await row.textContent()) ?? '').replace(/\u00a0/g, ' ');
}

test('a person compares CLT and PJ in reais on a job page and adds a benefit', async ({ page, user }) => {
  test.setTimeout(180_000);
  const tag = `sobra${randomUUID().slice(0, 8)}`;
  const file = path.join(os.tmpdir(), `rumo-${tag}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify([
      {
        external_id: tag,
        title: `Engenheira de Dados ${tag}`,
        description: 'Pipelines de dados.\n- Python\n- SQL',
        company: 'Empresa Sobra',
        city: 'Recife',
        state: 'PE',
        salary: 10000,
        salary_max: 20000,
        captation: 'company',
        url: 'https://empresa.example/vagas/sobra',
        job_type: 'CLT',
        work_model: 'remoto',
        seniority: 'Sênior',
      },
    ]),
  );
  expect(await runCli('import-jobs', file)).toContain('importados: 1');
  fs.rmSync(file, { force: true });

  await signIn(page, user, `/jobs?query=${tag}`);
  await page.getByRole('article').filter({ hasText: 'Empresa Sobra' }).getByRole('link').first().click();
  const section: Locator = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Quanto sobra por mês' }) });
  await expect(section).toBeVisible();
  await expect(page.getByLabel('Salário CLT (mínimo)')).toHaveValue('10.000,00');
  await expect(page.getByLabel('Salário CLT (máximo)')).toHaveValue('20.000,00');

  // CLT R$ 10.000,00 → R$ 8.263,97; R$ 20.000,00 → R$ 16.319,52 (clt.test.ts). PJ with Fator R matches the first at R$ 9.419,23.
  expect(await line(page, 'CLT: a proposta', 'INSS')).toContain('− R$ 988,07');
  expect(await line(page, 'CLT: a proposta', 'Sobra por mês')).toMatch(/R\$ 8\.263,97.*R\$ 16\.319,52/);
  expect(await line(page, 'PJ: faturamento que deixa a mesma sobra', 'Faturamento')).toContain('R$ 9.419,23');
  expect(await line(page, 'PJ: faturamento que deixa a mesma sobra', 'DAS (Simples Nacional)')).toContain('Anexo III · 6,00%');
  await expect(section.getByText('R$ 10.000,00 em CLT equivale a faturar R$ 9.419,23 por mês como PJ.', { exact: false })).toBeVisible();

  // A meal benefit of R$ 800,00 adds to the CLT side, and the PJ revenue that matches it goes up.
  await page.getByLabel('Vale-refeição/alimentação').fill('800,00');
  await expect.poll(() => line(page, 'CLT: a proposta', 'Sobra por mês')).toMatch(/R\$ 9\.063,97.*R\$ 17\.119,52/);
  expect(await line(page, 'PJ: faturamento que deixa a mesma sobra', 'Faturamento')).not.toContain('R$ 9.419,23');

  // Remembered on this device: the next visit starts with it.
  await page.reload();
  await expect(page.getByLabel('Vale-refeição/alimentação')).toHaveValue('800,00');

  await section.getByText('Como calculamos').click();
  await expect(section.getByText(/Portaria Interministerial MPS\/MF nº 13, de 9\/1\/2026/)).toBeVisible();

  // Nothing in the section may be wider than a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const wide = await section.evaluate((el) =>
    Array.from(el.querySelectorAll<HTMLElement>('*'))
      .filter((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((child) => `${child.tagName}.${child.className.toString().slice(0, 40)}`)
      .slice(0, 5),
  );
  expect(wide).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await inspectScreen(page, 'job-take-home', () => expect(section.getByRole('table', { name: 'CLT: a proposta' })).toBeVisible());
});
