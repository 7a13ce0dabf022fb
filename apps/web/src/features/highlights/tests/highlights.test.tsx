import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { gate } from '../../../test/gate.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { highlightsDb, makeHighlights } from '../test-handlers.ts';

const open = (path = '/highlights') => renderApp(path, { session: demoSession });
const cards = () => screen.getAllByRole('article');

afterEach(() => {
  highlightsDb.items = makeHighlights();
});

describe('highlights list', () => {
  it('shows 6 skeleton cards, then cards with every element', async () => {
    const answer = gate();
    server.use(
      http.get('*/api/v1/highlights', async () => {
        await answer.opened;
        return HttpResponse.json({ data: highlightsDb.items.slice(0, 12), meta: { total: 14, page: 1, perPage: 12, totalPages: 2 } });
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Destaques' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('highlight-skeleton')).toHaveLength(6);
    answer.open();
    await waitFor(() => expect(cards()).toHaveLength(12));
    const first = within(cards()[0]!);
    expect(first.getByRole('link', { name: 'Vídeo: Git para iniciantes' })).toHaveAttribute('href', '/highlights/00000000-0000-4000-8000-000000000001');
    expect(first.getByText('Vídeo')).toBeInTheDocument();
    expect(first.getByText('20/11/2026')).toBeInTheDocument();
    // A video shows its length; an article its reading time (decision 1324).
    expect(first.getByText('1 min')).toBeInTheDocument();
    expect(first.queryByText(/de leitura/)).toBeNull();
    expect(within(cards()[1]!).getByText('2 min')).toBeInTheDocument();
    expect(within(cards()[3]!).getByText('4 min de leitura')).toBeInTheDocument();
    expect(first.getByText('Descrição do destaque 1')).toBeInTheDocument();
    expect(first.getByText('Carreira')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Favoritar: Vídeo: Git para iniciantes' })).toHaveAttribute('aria-pressed', 'false');
    expect(cards()[0]!.querySelector('img')).toHaveAttribute('src', '/media/highlights/destaque-1.svg');
    expect(screen.getByPlaceholderText('Buscar conteúdo...')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
  });

  it('multi-selects types with aria-pressed, keeps them in the URL and goes back to page 1', async () => {
    const { user, router } = open('/highlights?page=2');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Vídeos' }));
    await user.click(screen.getByRole('button', { name: 'Podcasts' }));
    expect(screen.getByRole('button', { name: 'Vídeos' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Artigos' })).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('?type=video&type=podcast');
    await waitFor(() => expect(cards()).toHaveLength(8));
    for (const card of cards()) expect(within(card).getByText(/^(Vídeo|Podcast)$/)).toBeInTheDocument();
    // Single page now: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it("searches after the pause, and shows 'Nenhum conteúdo encontrado' when nothing matches", async () => {
    const { user, router } = open('/highlights?page=2');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar conteúdo' }), 'salarios');
    await waitFor(() => expect(router.state.location.search).toBe('?search=salarios'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Salários em TI: como negociar' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar conteúdo' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar conteúdo' }), 'xyz');
    expect(await screen.findByText('Nenhum conteúdo encontrado')).toBeInTheDocument();
  });

  it("favorites a card after the server agrees and finds it under 'Favoritos'", async () => {
    const { user, router } = open();
    await waitFor(() => expect(cards()).toHaveLength(12));
    const heart = screen.getByRole('button', { name: 'Favoritar: Vídeo: Git para iniciantes' });
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('button', { name: 'Favoritos' }));
    expect(router.state.location.search).toBe('?favorite=true');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Vídeo: Git para iniciantes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favoritos' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the heart as it was and tells the user when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.put('*/api/v1/highlights/:id/favorites', () => HttpResponse.json({ message: 'Erro' }, { status: 500 })));
    const { user } = open();
    await waitFor(() => expect(cards()).toHaveLength(12));
    const heart = screen.getByRole('button', { name: 'Favoritar: Vídeo: Git para iniciantes' });
    await user.click(heart);
    expect(await screen.findByText('Não foi possível atualizar o favorito. Tente novamente.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('pages through the results with the page in the URL', async () => {
    const { user, router } = open();
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it("shows a load failure as an error with 'Tentar novamente', not as 'Nenhum conteúdo encontrado'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1/highlights', () => HttpResponse.json({ message: 'Erro' }, { status: 503 })));
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os destaques. Verifique sua conexão e tente novamente.');
    expect(screen.queryByText('Nenhum conteúdo encontrado')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });
});
