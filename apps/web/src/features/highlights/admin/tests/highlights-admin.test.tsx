import type { HighlightAdmin, HighlightAdminRow } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSession } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { server } from '../../../../test/server.ts';

// The console's 'Destaques' (docs/decisions/1606) against a small stateful fake of its API.

const ID = 'c0c0c0c0-0000-4000-8000-000000000001';

const record = (extra: Partial<HighlightAdmin> = {}): HighlightAdmin => ({
  id: ID,
  type: 'article',
  title: 'Como negociar salário',
  author: 'Equipe Rumo',
  state: 'draft',
  published_at: null,
  updated_at: '2026-11-20T12:00:00.000Z',
  thumbnail_url: null,
  description: 'Um roteiro para a conversa com o RH.',
  tags: ['Carreira'],
  content: '<p>Texto do artigo.</p>',
  duration: null,
  read_time: 1,
  thumbnail: null,
  media: null,
  created_at: '2026-11-20T12:00:00.000Z',
  ...extra,
});

const row = (h: HighlightAdmin): HighlightAdminRow => ({
  id: h.id,
  type: h.type,
  title: h.title,
  author: h.author,
  state: h.state,
  published_at: h.published_at,
  updated_at: h.updated_at,
  thumbnail_url: h.thumbnail_url,
});

let stored: HighlightAdmin[];
let requests: { method: string; path: string; body: unknown; search: string }[];

function asEditor() {
  server.use(
    http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['editor'], capabilities: ['console:access', 'content:edit'] } })),
    http.get('*/api/admin/v1/highlights', ({ request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', path: url.pathname, body: null, search: url.search });
      const state = url.searchParams.get('state');
      const rows = stored.filter((h) => !state || h.state === state).map(row);
      return HttpResponse.json({ data: rows, meta: { total: rows.length, per_page: 25, last_page: 1, current_page: 1 } });
    }),
    http.get('*/api/admin/v1/highlights/:id', ({ params }) => {
      const found = stored.find((h) => h.id === params.id);
      return found ? HttpResponse.json({ data: found }) : HttpResponse.json({ message: 'Destaque não encontrado.' }, { status: 404 });
    }),
    http.post('*/api/admin/v1/highlights', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'POST', path: '/api/admin/v1/highlights', body, search: '' });
      if (!String(body.title ?? '').trim())
        return HttpResponse.json({ message: 'Os dados enviados são inválidos. Verifique os campos destacados.', errors: { title: 'Informe o título.' } }, { status: 422 });
      const created = record({ id: 'c0c0c0c0-0000-4000-8000-000000000002', title: String(body.title), type: body.type as HighlightAdmin['type'] });
      stored.push(created);
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.patch('*/api/admin/v1/highlights/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'PATCH', path: `/api/admin/v1/highlights/${String(params.id)}`, body, search: '' });
      stored = stored.map((h) => (h.id === params.id ? { ...h, title: String(body.title), description: String(body.description) } : h));
      return HttpResponse.json({ data: stored.find((h) => h.id === params.id) });
    }),
    http.post('*/api/admin/v1/highlights/:id/publish', async ({ params, request }) => {
      const body = (await request.json()) as { at?: string };
      requests.push({ method: 'POST', path: `/api/admin/v1/highlights/${String(params.id)}/publish`, body, search: '' });
      stored = stored.map((h) => (h.id === params.id ? { ...h, state: body.at ? 'scheduled' : 'published', published_at: body.at ?? '2026-11-20T12:00:00.000Z' } : h));
      return HttpResponse.json({ data: stored.find((h) => h.id === params.id) });
    }),
  );
}

beforeEach(() => {
  stored = [
    record(),
    record({ id: 'c0c0c0c0-0000-4000-8000-000000000003', title: 'Vídeo agendado', type: 'video', state: 'scheduled', published_at: '2026-11-27T12:00:00.000Z' }),
    record({ id: 'c0c0c0c0-0000-4000-8000-000000000004', title: 'Notícia publicada', type: 'news', state: 'published', published_at: '2026-11-01T12:00:00.000Z' }),
  ];
  requests = [];
  asEditor();
});

describe('Destaques (console)', () => {
  it('lists every highlight with its state (scheduled ones with their São Paulo date) and filters by state', async () => {
    const { user } = renderApp('/admin/destaques', { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Destaques' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Destaques' });
    expect(within(table).getByText('Rascunho')).toBeInTheDocument();
    expect(within(table).getByText('Agendado para 27/11/2026 09:00')).toBeInTheDocument();
    // 'Publicação' in São Paulo time like the badge (12:00 UTC), not in the zone of the computer running this.
    expect(within(within(table).getByRole('link', { name: 'Notícia publicada' }).closest('tr')!).getByText('01/11/2026 09:00')).toBeInTheDocument();
    expect(within(table).getByText('Publicado')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Como negociar salário' })).toHaveAttribute('href', `/admin/destaques/${ID}`);
    expect(screen.getByRole('link', { name: 'Novo destaque' })).toHaveAttribute('href', '/admin/destaques/novo');

    await user.click(screen.getByRole('button', { name: 'Agendados' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Destaques' })).queryByText('Como negociar salário')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Agendados' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.at(-1)?.search).toContain('state=scheduled');
  });

  it('creates a draft, showing the server’s message beside the title first', async () => {
    const { user, router } = renderApp('/admin/destaques/novo', { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo destaque' })).toBeInTheDocument();
    // The rich-text editor arrives in its own chunk, with its labelled toolbar.
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatação de texto' });
    expect(within(toolbar).getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveAttribute('contenteditable', 'true');

    await user.click(screen.getByRole('button', { name: 'Criar rascunho' }));
    expect(await screen.findByText('Informe o título.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'video');
    expect(screen.getByRole('group', { name: 'Vídeo' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Link do YouTube ou Vimeo' }));
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByText('Reconhecido: YouTube (dQw4w9WgXcQ).')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Entrevista em vídeo');
    await user.type(screen.getByRole('spinbutton', { name: 'Duração (minutos)' }), '7');
    await user.click(screen.getByRole('button', { name: 'Criar rascunho' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/destaques/c0c0c0c0-0000-4000-8000-000000000002'));
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      type: 'video',
      title: 'Entrevista em vídeo',
      description: '',
      author: '',
      tags: [],
      content: '',
      duration: 7,
      thumbnail: null,
      media: { kind: 'embed', url: 'https://youtu.be/dQw4w9WgXcQ' },
    });
  });

  it('saves an existing highlight and asks for a save before publishing changes', async () => {
    const { user } = renderApp(`/admin/destaques/${ID}`, { session: demoSession });
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Como negociar salário');
    await user.clear(title);
    await user.type(title, 'Negociar salário sem medo');
    expect(screen.getByText('Há alterações não salvas: salve antes de publicar ou agendar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar agora' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Destaque salvo.')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      title: 'Negociar salário sem medo',
      description: 'Um roteiro para a conversa com o RH.',
      tags: ['Carreira'],
      content: '<p>Texto do artigo.</p>',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publicar agora' })).toBeEnabled());
  });

  it("renders 'Pré-visualizar como aluno' only while it is open (closed, nothing is sanitised on each keystroke)", async () => {
    const { user } = renderApp(`/admin/destaques/${ID}`, { session: demoSession });
    const summary = await screen.findByText('Pré-visualizar como aluno', { selector: 'summary' });
    const details = summary.closest('details')!;
    expect(within(details).queryByRole('article')).toBeNull();
    await user.click(summary);
    const article = await within(details).findByRole('article');
    expect(within(article).getByText('Um roteiro para a conversa com o RH.')).toBeInTheDocument();
    expect(within(article).getByText('Texto do artigo.')).toBeInTheDocument();
    await user.click(summary);
    await waitFor(() => expect(within(details).queryByRole('article')).toBeNull());
  });

  it('schedules at a date and time read as São Paulo time, and shows the state the server answers', async () => {
    const { user } = renderApp(`/admin/destaques/${ID}`, { session: demoSession });
    const when = await screen.findByLabelText('Agendar para (horário de Brasília)');
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('Escolha a data e a hora da publicação.')).toBeInTheDocument();
    // jsdom's datetime-local takes the value as typed text.
    await user.type(when, '2026-12-01T09:30');
    expect(screen.getByText('Publica em 01/12/2026 09:30.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('Destaque agendado para 01/12/2026 09:30 (horário de Brasília).')).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/publish'))?.body).toEqual({ at: '2026-12-01T12:30:00.000Z' });
    const publication = screen.getByRole('region', { name: 'Publicação' });
    expect(await within(publication).findByText('Agendado para 01/12/2026 09:30')).toBeInTheDocument();
    expect(within(publication).getByRole('button', { name: 'Reagendar' })).toBeInTheDocument();
  });

  it('shows what a publication lacks beside the fields, from the server’s 422', async () => {
    server.use(
      http.post('*/api/admin/v1/highlights/:id/publish', () =>
        HttpResponse.json(
          { message: 'Complete o destaque antes de publicar: veja os campos destacados.', errors: { thumbnail: 'Para publicar, envie a imagem da capa.' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(`/admin/destaques/${ID}`, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Publicar agora' }));
    expect(await screen.findByText('Para publicar, envie a imagem da capa.')).toBeInTheDocument();
    expect(screen.getByLabelText('Imagem da capa')).toHaveAttribute('aria-invalid', 'true');
  });
});
