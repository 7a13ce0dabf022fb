import type { TicketDetail } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { demoSession, errorBody } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { resetTicketsDb, ticketsDb } from '../test-handlers.ts';

// Support tickets, the user's screens (decision 1403): the form's checks, 'Meus chamados', the thread.

const open = (path: string) => renderApp(path, { session: demoSession });
const dialog = () => screen.getByRole('dialog');

const answered: TicketDetail = {
  uuid: '00000000-0000-4000-8000-000000000007',
  subject: 'Cobrança em dobro',
  status: 'answered',
  created_at: '2026-11-20T13:05:00.000Z',
  updated_at: '2026-11-21T17:40:00.000Z',
  messages: [
    { id: 1, author: 'user', body: 'Fui cobrada duas vezes no cartão.', created_at: '2026-11-20T13:05:00.000Z' },
    { id: 3, author: 'staff', body: 'Olá! Estornamos a segunda cobrança.\nQualquer coisa, responda aqui.', created_at: '2026-11-21T17:40:00.000Z' },
  ],
};

afterEach(() => resetTicketsDb());

describe('support tickets: the form', () => {
  it("'Abrir ticket' opens the form; empty and short fields get the API's pt-BR messages without a request; a valid one lands in 'Meus chamados'", async () => {
    let posts = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/support/tickets') posts++;
    };
    server.events.on('request:start', count);
    onTestFinished(() => server.events.removeListener('request:start', count));
    const { user, router } = open('/support?aba=contato');
    await user.click(await screen.findByRole('button', { name: 'Abrir ticket' }));
    expect(within(dialog()).getByRole('heading', { name: 'Abrir chamado' })).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog()).findByText('O Assunto deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(within(dialog()).getByText('A Mensagem deve ter pelo menos 10 caracteres.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Assunto' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByRole('textbox', { name: 'Assunto' })).toHaveFocus();

    await user.type(within(dialog()).getByRole('textbox', { name: 'Assunto' }), 'Erro ao salvar');
    await user.type(within(dialog()).getByRole('textbox', { name: /^Mensagem/ }), 'curta');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(dialog()).queryByText('O Assunto deve ter pelo menos 3 caracteres.')).toBeNull());
    expect(within(dialog()).getByText('A Mensagem deve ter pelo menos 10 caracteres.')).toBeInTheDocument();
    expect(posts).toBe(0);

    await user.type(within(dialog()).getByRole('textbox', { name: /^Mensagem/ }), ' — o botão Salvar não responde.');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Chamado "Erro ao salvar" aberto. Você recebe a resposta aqui e por e-mail.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toBe(1);
    expect(router.state.location.search).toBe('?aba=chamados');
    const list = await screen.findByRole('list', { name: 'Seus chamados' });
    const item = within(list).getByRole('link', { name: /Erro ao salvar/ });
    expect(within(item).getByText('Aberto')).toBeInTheDocument();
    expect(item).toHaveAttribute('href', `/support/tickets/${ticketsDb.items[0]!.uuid}`);
  });

  it("shows the server's field errors beside the fields, and a 429's own message above the form", async () => {
    server.use(
      http.post(
        '*/api/v1/support/tickets',
        () => HttpResponse.json(errorBody('Os dados enviados são inválidos.', { subject: 'Assunto recusado pelo servidor.' }), { status: 422 }),
        {
          once: true,
        },
      ),
      http.post('*/api/v1/support/tickets', () => HttpResponse.json(errorBody('Você abriu muitos chamados seguidos. Aguarde um pouco antes de abrir outro.'), { status: 429 }), {
        once: true,
      }),
    );
    const { user } = open('/support?aba=chamados');
    await user.click(await screen.findByRole('button', { name: 'Abrir chamado' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Assunto' }), 'Pergunta sobre planos');
    await user.type(within(dialog()).getByRole('textbox', { name: /^Mensagem/ }), 'Qual plano inclui a jornada completa?');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog()).findByText('Assunto recusado pelo servidor.')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Você abriu muitos chamados seguidos. Aguarde um pouco antes de abrir outro.');
    expect(screen.getByText('Nenhum chamado aberto')).toBeInTheDocument();
  });

  it("'Iniciar conversa' without a chat says it is offline and offers the form; 'Acessar central' opens the FAQ", async () => {
    const { user } = open('/support?aba=contato');
    await user.click(await screen.findByRole('button', { name: 'Iniciar conversa' }));
    const offline = await screen.findByText('O chat está offline no momento');
    const notice = offline.closest('div.flex.gap-3') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: 'Abrir ticket' }));
    expect(within(dialog()).getByRole('heading', { name: 'Abrir chamado' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Acessar central' }));
    expect(screen.getByRole('tab', { name: 'Perguntas Frequentes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Como faço para me cadastrar no Rumo?')).toBeVisible();
  });
});

describe('support tickets: the thread', () => {
  it("shows the status, the user's and the team's messages with dd/mm/yyyy HH:mm, and a reply reopens the ticket", async () => {
    resetTicketsDb([structuredClone(answered)]);
    const { user } = open(`/support/tickets/${answered.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cobrança em dobro' })).toBeInTheDocument();
    expect(screen.getByText('Respondido')).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'Mensagens do chamado' })).getAllByRole('article');
    expect(messages.map((m) => m.getAttribute('aria-label'))).toEqual([
      `Você, ${formatDateTime(answered.messages[0]!.created_at)}`,
      `Equipe Rumo, ${formatDateTime(answered.messages[1]!.created_at)}`,
    ]);
    expect(formatDateTime(answered.messages[1]!.created_at)).toMatch(/^21\/11\/2026 \d{2}:40$/);
    expect(within(messages[1]!).getByText(/Estornamos a segunda cobrança\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('A Mensagem deve ter pelo menos 10 caracteres.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Sua mensagem' }), 'Ainda aparece a cobrança na fatura.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Mensagens do chamado' })).getAllByRole('article')).toHaveLength(3));
    expect(screen.getByText('Aberto')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sua mensagem' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Marcar como resolvido' }));
    expect(await screen.findByText('Resolvido')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como resolvido' })).toBeNull();
    expect(screen.getByText('Este chamado está resolvido; ao responder, ele volta a ficar aberto.')).toBeInTheDocument();
  });

  it("says 'Chamado não encontrado' for a ticket that is not the user's, with a way back to the list", async () => {
    open('/support/tickets/00000000-0000-4000-8000-000000000999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chamado não encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Este chamado não existe ou não é seu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meus chamados' })).toHaveAttribute('href', '/support?aba=chamados');
  });
});
