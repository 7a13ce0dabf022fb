import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, inspectScreen, registerUser, runCli, signIn, test } from './fixtures.ts';

// Issue 16 item 3 (docs/decisions/1606): an editor writes a highlight with rich text (bold and a
// link) and an uploaded cover, schedules it a few seconds ahead; a learner does not see it, then
// sees it once its time has come — nothing runs at that moment, the state is computed in the query.

/** A small solid-colour PNG, written here (no image library): signature, IHDR, one IDAT, IEND. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** `datetime-local` text of a moment in São Paulo time, seconds included. */
function saoPauloInput(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

test('an editor schedules a rich-text highlight with an uploaded cover; a learner sees it only once its time comes', async ({ page, user, request }) => {
  test.setTimeout(180_000);
  const editor = await registerUser(request, 'Elisa Editora');
  expect(await runCli('grant-role', editor.email, 'editor')).toContain('Papel concedido: editor');
  const title = `Destaque agendado ${randomUUID().slice(0, 6)}`;

  await signIn(page, editor, '/admin/destaques');
  await expect(page.getByRole('heading', { level: 1, name: 'Destaques' })).toBeVisible();
  await inspectScreen(page, 'console-highlights', () => expect(page.getByText(/^\d+ destaques$/)).toBeVisible());

  await page.getByRole('link', { name: 'Novo destaque' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo destaque' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Um texto escrito no console, com capa enviada agora.');
  await page.getByRole('textbox', { name: 'Autor' }).fill('Elisa Editora');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Carreira, Console');

  await page.getByLabel('Imagem da capa').setInputFiles({ name: 'capa-e2e.png', mimeType: 'image/png', buffer: png(64, 36, [18, 110, 130]) });
  await expect(page.getByRole('img', { name: 'Pré-visualização de capa-e2e.png' })).toBeVisible();

  // Rich text by keyboard: Ctrl+B for bold, Ctrl+K for a link on the selected word.
  const text = page.getByRole('textbox', { name: 'Texto' });
  await text.click();
  await page.keyboard.type('Leia com ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('atenção');
  await page.keyboard.press('Control+B');
  await expect(page.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' o guia oficial');
  // Select the words by keyboard, checking what is selected: under load one Shift+ArrowLeft of a
  // fixed count was seen to leave the first letter out (the PostgreSQL run of 2026-11-26).
  const selected = () => page.evaluate(() => document.getSelection()?.toString() ?? '');
  for (let i = 0; i < 24 && (await selected()) !== 'guia oficial'; i++) await page.keyboard.press('Shift+ArrowLeft');
  expect(await selected()).toBe('guia oficial');
  // The editor reads the page's selection on its own 'selectionchange' task: under load Ctrl+K was
  // seen to arrive first and link 'uia oficial' (the PostgreSQL run of 26/11, 06:35). Wait until
  // the editor's own state (Tiptap keeps the editor on its element) holds the same selection.
  await expect
    .poll(() =>
      text.evaluate((element) => {
        const { state } = (element as HTMLElement & { editor: { state: { selection: { from: number; to: number }; doc: { textBetween: (a: number, b: number) => string } } } })
          .editor;
        return state.doc.textBetween(state.selection.from, state.selection.to);
      }),
    )
    .toBe('guia oficial');
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'Endereço do link' }).fill('https://www.gov.br/trabalho');
  await page.keyboard.press('Enter');
  await expect(text.locator('a[href="https://www.gov.br/trabalho"]')).toHaveText('guia oficial');
  await expect(text.locator('strong')).toHaveText('atenção');

  await page.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(page.getByText('Rascunho criado. Publique quando estiver pronto.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/destaques\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;
  const publication = page.getByRole('region', { name: 'Publicação' });
  await expect(publication.getByText('Rascunho', { exact: true })).toBeVisible();
  await inspectScreen(page, 'console-highlight-editor', () => expect(page.getByRole('toolbar', { name: 'Formatação de texto' })).toBeVisible());

  // A few seconds ahead (São Paulo time, seconds included): a whole second, as the field keeps no
  // milliseconds — with them the highlight could rightly appear up to 1 s before `at` (CI, 162 ms).
  const at = new Date(Math.ceil((Date.now() + 12_000) / 1000) * 1000);
  await publication.getByLabel('Agendar para (horário de Brasília)').fill(saoPauloInput(at));
  await publication.getByRole('button', { name: 'Agendar' }).click();
  await expect(publication.getByText(/^Agendado para \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();

  // The learner, before its time: neither in the list nor at its address.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, user);
  const search = `/highlights?search=${encodeURIComponent(title)}`;
  await page.goto(search);
  await expect(page.getByText('Nenhum conteúdo encontrado')).toBeVisible();
  expect(Date.now(), 'the learner looked before the scheduled time').toBeLessThan(at.getTime());
  await page.goto(`/highlights/${id}`);
  await expect(page.getByRole('heading', { name: 'Conteúdo não encontrado' })).toBeVisible();

  // After its time: there, by reloading (bounded), with the sanitised HTML and the uploaded cover's thumbnail.
  await expect(async () => {
    await page.goto(search);
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.locator('img')).toHaveAttribute('src', /^\/files\/[0-9a-f-]{36}\/capa-e2e\.png\?variant=thumbnail$/);
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const body = page.locator('article strong', { hasText: 'atenção' });
  await expect(body).toBeVisible();
  const link = page.getByRole('link', { name: 'guia oficial' });
  await expect(link).toHaveAttribute('href', 'https://www.gov.br/trabalho');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
});
