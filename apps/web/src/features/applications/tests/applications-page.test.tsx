import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-url-text-filter.ts';
import { advance, holdTimeouts, typeAtOnce, until } from '../../../test/clock.ts';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { applicationsPage, defaultApplications, makeApplication } from './applications-fixtures.ts';

function recordRequests(answer = () => applicationsPage(defaultApplications)) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v1/applications', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer());
    }),
  );
  return seen;
}

const open = (path = '/applications') => renderApp(path, { session: demoSession });
const table = () => screen.getByRole('table');

describe('applications page (full version)', () => {
  it('lists applications in a table with pt-BR status badges and empty-value texts', async () => {
    recordRequests();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Minhas Candidaturas' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Desenvolvedora Back-end');
    expect(rows[1]).toHaveTextContent('Nubank');
    expect(rows[1]).toHaveTextContent('01/11/2026');
    expect(within(rows[1]!).getByText('Entrevista')).toHaveClass('bg-purple-100');
    expect(within(rows[2]!).getByText('Confidencial')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Não selecionado')).toHaveClass('bg-red-100');
    expect(within(rows[3]!).getByText('Aprovado')).toHaveClass('bg-green-100');
  });

  it('sorts by each column in both directions, with aria-sort, and keeps it in the URL', async () => {
    const seen = recordRequests();
    const { user, router } = open();
    await screen.findByRole('table');
    const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(name) });
    expect(header('Data')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Vaga')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Vaga')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title&direction=asc'));
    await waitFor(() => expect(header('Vaga')).toHaveAttribute('aria-sort', 'ascending'));
    expect(seen.at(-1)!.get('sort')).toBe('title');
    expect(seen.at(-1)!.get('direction')).toBe('asc');

    await user.click(within(header('Vaga')).getByRole('button'));
    await waitFor(() => expect(header('Vaga')).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(header('Status')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=status&direction=asc'));
    await user.click(within(header('Empresa')).getByRole('button'));
    await waitFor(() => expect(seen.at(-1)!.get('sort')).toBe('company'));
  });

  it('sorts with the dropdown on small screens', async () => {
    const seen = recordRequests();
    const { user, router } = open();
    await user.selectOptions(await screen.findByLabelText('Ordenar por'), 'Empresa (Z–A)');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=company&direction=desc'));
    await waitFor(() => expect(seen.at(-1)!.get('direction')).toBe('desc'));
  });

  it('filters by status group, period and text (debounced), resetting the page', async () => {
    const seen = recordRequests(() => applicationsPage(defaultApplications, { last_page: 3, current_page: 2, total: 25 }));
    const { user, router } = open('/applications?page=2');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Encerradas');
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed'));
    await user.selectOptions(screen.getByLabelText('Período'), 'Último mês');
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed&period=month'));
    // Typing takes no time on the held clock, so only the whole word can be sent (docs/decisions/0711).
    holdTimeouts();
    typeAtOnce(screen.getByLabelText('Buscar por vaga ou empresa'), 'nubank');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(router.state.location.search).toBe('?search=nubank&status=closed&period=month');
    await until(() => expect(Object.fromEntries(seen.at(-1)!)).toMatchObject({ page: '1', search: 'nubank', status: 'closed', period: 'month' }));
    expect(seen.filter((p) => p.get('search')?.startsWith('n')).length).toBe(1);
  });

  it('expands a row into the timeline with the job link and changes the status', async () => {
    recordRequests();
    let sent: unknown = null;
    server.use(
      http.put('*/api/v1/applications/:uuid/status', async ({ request }) => {
        sent = await request.json();
        const base = defaultApplications[0]!;
        return HttpResponse.json({ data: { ...base, status: 'test', history: [...base.history, { status: 'test', changed_at: '2026-11-20T12:00:00.000Z' }] } });
      }),
    );
    const { user } = open();
    const toggle = await within(await screen.findByRole('table')).findByRole('button', { name: /Histórico de Desenvolvedora Back-end/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const items = within(details).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Candidatura Enviada01/11/2026', 'Feedback RecebidoEm análise04/11/2026', 'Feedback RecebidoEntrevista09/11/2026']);
    expect(within(details).getByRole('link', { name: 'Ver detalhes da vaga' })).toHaveAttribute('href', '/jobs/00000000-0000-4000-8000-000000000001');

    const select = within(details).getByLabelText('Alterar status');
    expect(select).toHaveValue('interview');
    expect(within(details).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.selectOptions(select, 'Teste técnico');
    await user.click(within(details).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toEqual({ status: 'test' }));
    expect(await screen.findByText(/Status atualizado com sucesso!/)).toBeInTheDocument();
  });

  it('shows the error banner when the status cannot be saved', async () => {
    recordRequests();
    server.use(http.put('*/api/v1/applications/:uuid/status', () => HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })));
    const { user } = open();
    await user.click(await within(await screen.findByRole('table')).findByRole('button', { name: /Histórico de Analista de Dados/ }));
    const select = screen.getAllByLabelText('Alterar status')[0]!;
    await user.selectOptions(select, 'Encerrada');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    expect(await screen.findByText('Não foi possível atualizar o status. Tente novamente.')).toBeInTheDocument();
  });

  it("says 'Nenhuma candidatura encontrada' when nothing matches", async () => {
    recordRequests(() => applicationsPage([]));
    open('/applications?search=zzz');
    expect(await screen.findByText('Nenhuma candidatura encontrada')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar por vaga ou empresa')).toHaveValue('zzz');
  });

  it('pages with page numbers kept in the URL', async () => {
    const seen = recordRequests(() => applicationsPage([makeApplication(5)], { last_page: 3, current_page: Number(seen.at(-1)?.get('page') ?? 1), total: 21 }));
    const { user, router } = open();
    const nav = await screen.findByRole('navigation', { name: 'Paginação' });
    await user.click(within(nav).getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
  });
});

describe('dashboard recent applications panel', () => {
  it("shows the latest 3 and 'Ver todas' → /applications", async () => {
    const seen = recordRequests();
    renderApp('/dashboard', { session: demoSession });
    const panel = (await screen.findByRole('heading', { name: 'Candidaturas recentes' })).closest('section')!;
    await within(panel).findByText('Desenvolvedora Back-end');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByRole('link', { name: /Ver todas/ })).toHaveAttribute('href', '/applications');
    expect(seen.some((p) => p.get('per_page') === '3')).toBe(true);
  });
});
