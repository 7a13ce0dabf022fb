import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, inspectScreen, signIn, test } from './fixtures.ts';

// Issue 17 item 3 (decision 1702): save a job with the heart, find it in 'Salva', apply by moving
// it, move the card by keyboard and by drag, add a note and a next-step date in the panel, export
// the CSV. The board and the panel get axe and screenshots at 390 and 1280 px.

const board = (page: Page) => page.getByRole('list', { name: 'Quadro de candidaturas' });
const column = (page: Page, stage: string) => board(page).locator(':scope > li', { has: page.getByRole('heading', { level: 2, name: new RegExp(`^${stage}\\s*,`) }) });

test('a person saves a job, follows it across the board and exports the applications', async ({ page, user, request }) => {
  test.setTimeout(240_000);
  await signIn(page, user);

  // The heart on a job card.
  await page.goto('/jobs');
  const firstCard = page.getByRole('article').first();
  const title = (await firstCard.getByRole('heading', { level: 2 }).innerText()).trim();
  const heart = page.getByRole('button', { name: `Salvar vaga: ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByRole('button', { name: `Remover dos salvos: ${title}` })).toHaveAttribute('aria-pressed', 'true');

  // 'Salva' on the board.
  await page.goto('/applications');
  await page.getByRole('tab', { name: 'Quadro' }).click();
  await expect(page).toHaveURL(/visao=quadro/);
  await expect(column(page, 'Salva').getByText(title)).toBeVisible();
  await inspectScreen(page, 'pipeline-board', () => expect(column(page, 'Salva').getByText(title)).toBeVisible());

  // Apply by moving it with the keyboard: 'Mover para…', the first stage is 'Candidatura enviada'.
  const moveButton = page.getByRole('button', { name: `Mover para…: ${title}` });
  await moveButton.focus();
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('list', { name: `Etapas para ${title}` })
      .getByRole('button')
      .first(),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(column(page, 'Candidatura enviada').getByText(title)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'movida para' })).toHaveText(`${title} movida para Candidatura enviada.`);
  await expect(moveButton).toBeFocused();

  // Keyboard again: the arrows walk the stages ('Em análise' is the first now).
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveText('Entrevista');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(':focus')).toHaveText('Em análise');
  await page.keyboard.press('Enter');
  await expect(column(page, 'Em análise').getByText(title)).toBeVisible();

  // And by drag, to 'Entrevista'.
  await page.getByRole('article', { name: title }).dragTo(column(page, 'Entrevista'));
  await expect(column(page, 'Entrevista').getByText(title)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'movida para' })).toHaveText(`${title} movida para Entrevista.`);

  // Every move is on the timeline.
  const mine = (await (await request.get('/api/v1/applications', { headers: { authorization: `Bearer ${user.token}` } })).json()) as {
    data: { history: { status: string }[] }[];
  };
  expect(mine.data[0]?.history.map((h) => h.status)).toEqual(['open', 'review', 'interview']);

  // The panel: a note and the next step.
  await page.getByRole('button', { name: `Abrir detalhes: ${title}` }).click();
  const panel = page.getByRole('dialog', { name: title });
  await panel.getByLabel(/Anotações/).fill('Entrevista com a líder técnica; levar portfólio.');
  await panel.getByLabel(/Data do próximo passo/).fill('2030-03-15');
  await panel.getByLabel(/Horário/).fill('14:30');
  await panel.getByRole('button', { name: 'Adicionar contato' }).click();
  await panel.getByLabel('Nome do contato 1').fill('Joana Recrutadora');
  await panel.getByLabel('E-mail do contato 1').fill('joana@empresa.com.br');
  await inspectScreen(page, 'pipeline-panel', () => expect(panel.getByLabel(/Anotações/)).toBeVisible());
  await panel.getByRole('button', { name: 'Salvar' }).click();
  await expect(panel).toBeHidden();
  await expect(column(page, 'Entrevista').getByText('Próximo passo: 15/03/2030 às 14:30')).toBeVisible();

  // CSV export.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^candidaturas-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"Vaga";"Empresa"')).toBe(true);
  expect(csv).toContain(`"Entrevista"`);
  expect(csv).toContain('"15/03/2030";"14:30"');
  expect(csv).toContain('Entrevista com a líder técnica; levar portfólio.');
});
