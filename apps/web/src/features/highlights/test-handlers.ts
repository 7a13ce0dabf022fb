import { HIGHLIGHTS_PAGE_SIZE, type Highlight, type HighlightsResponse, type HighlightType } from '@rumo/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';

const types: HighlightType[] = ['article', 'video', 'podcast', 'news'];

/** 14 highlights (two pages), newest first; the first is a video, the second a podcast. */
export function makeHighlights(): Highlight[] {
  return Array.from({ length: 14 }, (_, i) => {
    const type = types[(i + 1) % 4]!;
    return {
      uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      type,
      title: i === 0 ? 'Vídeo: Git para iniciantes' : i === 2 ? 'Salários em TI: como negociar' : `Destaque número ${i + 1}`,
      description: `Descrição do destaque ${i + 1}`,
      thumbnail: `/media/highlights/destaque-${i + 1}.svg`,
      publishedAt: new Date(Date.UTC(2026, 10, 20 - i, 12)).toISOString(),
      readTime: (i % 5) + 1,
      author: 'Carla Mendes',
      tags: i === 2 ? ['Salários em TI', 'Negociação'] : ['Carreira'],
      isFavorite: i === 3,
      mediaUrl: type === 'video' ? '/media/highlights/git.webm' : type === 'podcast' ? '/media/highlights/cast.mp3' : null,
      embed: null,
      content: '<p>Primeiro parágrafo.</p><h2>Seção</h2><ul><li>Item</li></ul>',
    };
  });
}

/** The fake API's state: tests may reset it or read what was favorited. */
export const highlightsDb = { items: makeHighlights() };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export const handlers: RequestHandler[] = [
  http.get('*/api/v1/highlights', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const search = fold(url.searchParams.get('search') ?? '');
    const wanted = url.searchParams.getAll('type').flatMap((t) => t.split(','));
    const favorite = url.searchParams.get('favorite') === 'true';
    const matches = highlightsDb.items.filter(
      (h) =>
        (wanted.length === 0 || wanted.includes(h.type)) && (!favorite || h.isFavorite) && (!search || fold(`${h.title} ${h.description} ${h.tags.join(' ')}`).includes(search)),
    );
    const body: HighlightsResponse = {
      data: matches.slice((page - 1) * HIGHLIGHTS_PAGE_SIZE, page * HIGHLIGHTS_PAGE_SIZE),
      meta: { total: matches.length, page, perPage: HIGHLIGHTS_PAGE_SIZE, totalPages: Math.max(1, Math.ceil(matches.length / HIGHLIGHTS_PAGE_SIZE)) },
    };
    return HttpResponse.json(body);
  }),
  http.get('*/api/v1/highlights/:id', ({ params }) => {
    const found = highlightsDb.items.find((h) => h.uuid === params.id);
    return found ? HttpResponse.json({ data: found }) : HttpResponse.json({ message: 'Conteúdo não encontrado' }, { status: 404 });
  }),
  http.put('*/api/v1/highlights/:id/favorites', ({ params }) => {
    const found = highlightsDb.items.find((h) => h.uuid === params.id);
    if (!found) return HttpResponse.json({ message: 'Conteúdo não encontrado' }, { status: 404 });
    found.isFavorite = !found.isFavorite;
    return HttpResponse.json({ data: { isFavorite: found.isFavorite } });
  }),
];
