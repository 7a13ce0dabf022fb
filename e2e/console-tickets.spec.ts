import { expect, inspectScreen, registerUser, runCli, signIn, test } from './fixtures.ts';
import { e2eBaseUrl } from './support/e2e-env.ts';

// Issue 14 item 4 (decision 1403): a user opens a ticket from /support; a moderator answers it in
// the console with an internal note and a reply; the user sees the reply, never the note, in
// 'Meus chamados'; the reply's e-mail is in the outbox, without the note.

test('a ticket from /support is answered in the console: the user sees the reply and gets the e-mail, never the internal note', async ({ page, user, browser, request }) => {
  // Five screens checked with axe at two widths in two themes, two browsers: slow on a shared 2-core machine.
  test.slow();
  const marker = Date.now().toString(36);
  const subject = `Não consigo salvar o currículo ${marker}`;

  // The user opens a ticket from the contact card; the form checks it before sending.
  await signIn(page, user, '/support');
  await page.getByRole('tab', { name: 'Contato' }).click();
  await page.getByRole('button', { name: 'Abrir ticket' }).click();
  const form = page.getByRole('dialog', { name: 'Abrir chamado' });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('O Assunto deve ter pelo menos 3 caracteres.')).toBeVisible();
  await inspectScreen(page, 'support-ticket-form');
  await form.getByLabel('Assunto').fill(subject);
  await form.getByLabel('Mensagem').fill('Ao clicar em Salvar aparece um erro e nada acontece.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(`Chamado "${subject}" aberto.`, { exact: false })).toBeVisible();
  const item = page.getByRole('list', { name: 'Seus chamados' }).getByRole('link', { name: new RegExp(subject) });
  await expect(item).toContainText('Aberto');
  await inspectScreen(page, 'support-my-tickets');

  // A moderator, in another browser, finds it in the console inbox.
  const moderator = await registerUser(request, `Mara Moderadora ${marker}`);
  expect(await runCli('grant-role', moderator.email, 'moderator')).toMatch(/Papel concedido/);
  const staffContext = await browser.newContext({ baseURL: e2eBaseUrl, locale: 'pt-BR', reducedMotion: 'reduce', timezoneId: 'America/Sao_Paulo' });
  const staff = await staffContext.newPage();
  await signIn(staff, moderator);
  await staff.goto('/admin');
  await staff
    .getByRole('link', { name: /Chamados/ })
    .first()
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible();
  await staff
    .getByRole('group', { name: 'Filtrar por status' })
    .getByRole('button', { name: /^Aberto/ })
    .click();
  await staff.getByLabel('Buscar').fill(marker);
  const row = staff.getByRole('link', { name: subject });
  await expect(row).toBeVisible();
  await expect(staff).toHaveURL(new RegExp(`status=open.*q=${marker}|q=${marker}.*status=open`));
  await inspectScreen(staff, 'console-tickets-inbox');
  await row.click();
  await expect(staff.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(staff.getByRole('complementary', { name: 'Detalhes do chamado' })).toContainText(user.email);

  // One internal note, then one reply; the moderator takes the ticket.
  await staff.getByRole('switch', { name: 'Nota interna' }).click();
  await staff.getByLabel('Nota', { exact: true }).fill(`NOTA-INTERNA ${marker}: conferir os logs do dia.`);
  await staff.getByRole('button', { name: 'Salvar nota' }).click();
  await expect(staff.getByRole('article', { name: /^Nota interna de/ })).toContainText('Nota interna — o usuário não vê');
  await staff.getByRole('switch', { name: 'Nota interna' }).click();
  await staff.getByLabel('Resposta', { exact: true }).fill('Olá! Corrigimos o problema. Tente salvar de novo e nos conte.');
  await staff.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(staff.getByRole('article', { name: /^Resposta de/ })).toContainText('Corrigimos o problema');
  await expect(staff.getByRole('main').getByText('Respondido', { exact: true }).first()).toBeVisible();
  await staff.getByLabel('Responsável').selectOption({ label: moderator.name });
  await expect(staff.getByText('Responsável atribuído.')).toBeVisible();
  await inspectScreen(staff, 'console-ticket-thread');

  // The e-mail: to the user, with the reply and the link to the thread, never the note.
  const mail = await runCli('outbox', '1', '--to', user.email, '--full');
  expect(mail).toContain(`Resposta ao seu chamado: ${subject}`);
  expect(mail).toContain('Corrigimos o problema');
  expect(mail).not.toContain('NOTA-INTERNA');
  const link = /(http\S+\/support\/tickets\/[0-9a-f-]{36})/.exec(mail)?.[1];
  expect(link).toBeTruthy();

  // The user follows the e-mail's link: the reply from 'Equipe Rumo', no note, status 'Respondido'.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const thread = page.getByRole('list', { name: 'Mensagens do chamado' });
  await expect(thread.getByRole('article', { name: /^Equipe Rumo, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ })).toContainText('Corrigimos o problema');
  await expect(page.getByText(/NOTA-INTERNA/)).toHaveCount(0);
  await expect(page.getByText(moderator.name)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Respondido', { exact: true })).toBeVisible();
  await inspectScreen(page, 'support-ticket-thread');

  // Staff marks it resolved (after confirming); the user's list says so.
  await staff.getByRole('button', { name: 'Marcar como resolvido' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Marcar como resolvido?' });
  await confirm.getByRole('button', { name: 'Marcar como resolvido' }).click();
  await expect(staff.getByText('Chamado marcado como resolvido.')).toBeVisible();
  await page.goto('/support?aba=chamados');
  await expect(page.getByRole('list', { name: 'Seus chamados' }).getByRole('link', { name: new RegExp(subject) })).toContainText('Resolvido');
  await staffContext.close();
});
