import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { highlightsDb, makeHighlights } from '../test-handlers.ts';

const VIDEO_ID = '00000000-0000-4000-8000-000000000001';
const PODCAST_ID = '00000000-0000-4000-8000-000000000002';
const ARTICLE_ID = '00000000-0000-4000-8000-000000000004';

afterEach(() => {
  highlightsDb.items = makeHighlights();
});

describe('highlight detail', () => {
  it('shows back link, title, date, read time, author, a native video player, content and tags', async () => {
    const { container } = renderApp(`/highlights/${VIDEO_ID}`, { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vídeo: Git para iniciantes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Destaques' })).toHaveAttribute('href', '/highlights');
    expect(screen.getByText('Por Carla Mendes')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();
    expect(screen.getByText('1 min')).toBeInTheDocument();
    expect(screen.queryByText(/min de leitura/)).toBeNull();
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/highlights/git.webm');
    expect(video).toHaveAttribute('controls');
    expect(container.querySelector('iframe')).toBeNull();
    // Captions ship next to the project's own videos.
    expect(video!.querySelector('track[kind="captions"]')).toHaveAttribute('src', '/media/highlights/git.vtt');
    expect(screen.getByRole('heading', { level: 2, name: 'Seção' })).toBeInTheDocument();
    expect(screen.getByText('Carreira')).toBeInTheDocument();
  });

  it('uses an audio player for podcasts and no player for articles', async () => {
    const { container, unmount } = renderApp(`/highlights/${PODCAST_ID}`, { session: demoSession });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('audio')).toHaveAttribute('src', '/media/highlights/cast.mp3');
    expect(screen.getByText('2 min')).toBeInTheDocument();
    unmount();
    const article = renderApp(`/highlights/${ARTICLE_ID}`, { session: demoSession });
    await screen.findByRole('heading', { level: 1 });
    expect(article.container.querySelector('audio, video')).toBeNull();
    expect(screen.getByText('4 min de leitura')).toBeInTheDocument();
  });

  it.each([
    [VIDEO_ID, 'javascript:alert(1)'],
    [PODCAST_ID, 'data:audio/mpeg;base64,AAAA'],
  ])('shows "Conteúdo indisponível." instead of the player of %s when its media URL is %j', async (id, mediaUrl) => {
    server.use(http.get('*/api/v1/highlights/:id', () => HttpResponse.json({ data: { ...highlightsDb.items.find((h) => h.uuid === id)!, mediaUrl } })));
    const { container } = renderApp(`/highlights/${id}`, { session: demoSession });
    expect(await screen.findByText('Conteúdo indisponível.')).toBeInTheDocument();
    expect(container.querySelector('audio, video')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|data:audio/);
  });

  it('flips the favorite toggle after a successful call', async () => {
    const { user } = renderApp(`/highlights/${VIDEO_ID}`, { session: demoSession });
    const toggle = await screen.findByRole('button', { name: 'Favoritar' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favoritado' })).toHaveAttribute('aria-pressed', 'true'));
    expect(highlightsDb.items[0]!.isFavorite).toBe(true);
  });

  it('cleans the HTML again in the browser', async () => {
    server.use(
      http.get('*/api/v1/highlights/:id', () =>
        HttpResponse.json({
          data: {
            ...makeHighlights()[0]!,
            content: '<p onclick="alert(1)">Seguro</p><script>window.hacked=1</script><a href="javascript:alert(1)">link</a><img src=x onerror="alert(1)">',
          },
        }),
      ),
    );
    const { container } = renderApp(`/highlights/${VIDEO_ID}`, { session: demoSession });
    expect(await screen.findByText('Seguro')).toBeInTheDocument();
    const html = container.innerHTML;
    expect(html).not.toMatch(/onclick|<script|javascript:|onerror|<img src="x"/);
  });

  it("shows 'Conteúdo não encontrado' for an unknown id", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/highlights/nao-existe', { session: demoSession });
    expect(await screen.findByText('Conteúdo não encontrado', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Destaques' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('returns to the same filtered list from a card', async () => {
    const { user, router } = renderApp('/highlights?type=video', { session: demoSession });
    await user.click(await screen.findByRole('link', { name: 'Vídeo: Git para iniciantes' }));
    await screen.findByRole('heading', { level: 1, name: 'Vídeo: Git para iniciantes' });
    await user.click(screen.getByRole('link', { name: 'Voltar para Destaques' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/highlights'));
    expect(router.state.location.search).toBe('?type=video');
  });
});
