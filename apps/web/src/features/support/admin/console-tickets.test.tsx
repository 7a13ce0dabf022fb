import type { AdminTicketDetail } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { INTERNAL_NOTE_LABEL } from './staff-ticket-thread.tsx';

// The console's ticket thread (decision 1403): notes set apart and labelled, the reply/note switch
// says which one is being sent, and the request carries `internal` accordingly.

const ticket: AdminTicketDetail = {
  uuid: '00000000-0000-4000-8000-000000000042',
  subject: 'Cobrança em dobro',
  status: 'open',
  user: { uuid: '00000000-0000-4000-8000-000000000001', name: 'Paulo Usuário', email: 'paulo@exemplo.com.br' },
  assignee: null,
  messages_count: 2,
  created_at: '2026-11-20T13:05:00.000Z',
  updated_at: '2026-11-20T13:05:00.000Z',
  messages: [
    { id: 1, author_kind: 'user', author_name: 'Paulo Usuário', internal: false, body: 'Fui cobrado duas vezes.', created_at: '2026-11-20T13:05:00.000Z' },
    { id: 2, author_kind: 'staff', author_name: 'Mara Moderadora', internal: true, body: 'Conferir com o financeiro.', created_at: '2026-11-20T14:00:00.000Z' },
  ],
};

function consoleApi(sent: { body: string; internal: boolean }[]) {
  server.use(
    http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['moderator'], capabilities: ['console:access', 'tickets:manage'] } })),
    http.get('*/api/admin/v1/tickets', () =>
      HttpResponse.json({ data: [], meta: { total: 0, per_page: 20, last_page: 1, current_page: 1, counts: { open: 3, answered: 0, resolved: 0 } } }),
    ),
    http.get('*/api/admin/v1/tickets/assignees', () =>
      HttpResponse.json({ data: [{ uuid: '00000000-0000-4000-8000-000000000009', name: 'Mara Moderadora', email: 'mara@rumo.app' }] }),
    ),
    http.get('*/api/admin/v1/tickets/:id', () => HttpResponse.json({ data: ticket })),
    http.post('*/api/admin/v1/tickets/:id/messages', async ({ request }) => {
      const body = (await request.json()) as { body: string; internal: boolean };
      sent.push(body);
      const message = {
        id: 10 + sent.length,
        author_kind: 'staff' as const,
        author_name: 'Mara Moderadora',
        internal: body.internal,
        body: body.body,
        created_at: '2026-11-21T10:00:00.000Z',
      };
      return HttpResponse.json({ data: { ...ticket, status: body.internal ? 'open' : 'answered', messages: [...ticket.messages, message] } }, { status: 201 });
    }),
  );
}

describe('console: a ticket thread', () => {
  it('sets internal notes apart with their label, and sends a reply or a note as the switch says', async () => {
    const sent: { body: string; internal: boolean }[] = [];
    consoleApi(sent);
    const { user } = renderApp(`/admin/chamados/${ticket.uuid}`, { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cobrança em dobro' })).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Mensagens do chamado' });
    const [fromUser, note] = within(thread).getAllByRole('article');
    expect(within(fromUser!).queryByText(INTERNAL_NOTE_LABEL)).toBeNull();
    expect(note).toHaveAccessibleName(/^Nota interna de Mara Moderadora/);
    expect(within(note!).getByText(INTERNAL_NOTE_LABEL)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Detalhes do chamado' })).toHaveTextContent('paulo@exemplo.com.br');
    // The menu shows the open count beside 'Chamados'.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Chamados/ }).some((link) => /3/.test(link.textContent ?? ''))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Escreva a resposta.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Nota interna' }));
    expect(screen.getByRole('heading', { name: 'Nova nota interna' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'Usuário é cliente antigo.');
    await user.click(screen.getByRole('button', { name: 'Salvar nota' }));
    await waitFor(() => expect(sent).toEqual([{ body: 'Usuário é cliente antigo.', internal: true }]));

    await user.click(screen.getByRole('switch', { name: 'Nota interna' }));
    await user.type(screen.getByRole('textbox', { name: 'Resposta' }), 'Estornamos a cobrança.');
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ body: 'Estornamos a cobrança.', internal: false }));
    expect(await screen.findByText('Resposta enviada ao usuário por e-mail.')).toBeInTheDocument();
  });
});
