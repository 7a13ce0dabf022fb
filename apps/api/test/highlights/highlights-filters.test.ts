import { beforeAll, describe, expect, it } from 'vitest';
import type { HighlightType } from '@rumo/contract';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildHighlight } from './highlight-factory.ts';

const t = useTestApp();

type Item = { id?: string; type: HighlightType; title: string; description: string; tags: string[]; favoriteOf: ('a' | 'b')[] };
const items: Item[] = [
  { type: 'article', title: 'Entrevista técnica: como se preparar', description: 'Roteiro para o live coding', tags: ['Carreira', 'Entrevistas'], favoriteOf: ['a'] },
  { type: 'video', title: 'Vídeo sobre salários', description: 'Faixas salariais em TI', tags: ['Salários em TI'], favoriteOf: ['a', 'b'] },
  { type: 'podcast', title: 'Podcast de LinkedIn', description: 'Perfil que atrai recrutadores', tags: ['LinkedIn', 'Marca pessoal'], favoriteOf: ['b'] },
  { type: 'news', title: 'Mercado de tecnologia aquecido', description: 'Notícia sobre contratações', tags: ['Mercado'], favoriteOf: [] },
  { type: 'article', title: 'Currículo e ATS', description: 'Como passar pelos filtros automáticos', tags: ['Currículo'], favoriteOf: ['a'] },
  { type: 'news', title: 'Programas de estágio', description: 'Inscrições abertas, 100% remoto', tags: ['Estágio', 'Carreira'], favoriteOf: [] },
  { type: 'podcast', title: 'Transição de carreira', description: 'Depois dos 30', tags: [], favoriteOf: [] },
];

let userA: TestUser;
let userB: TestUser;

beforeAll(async () => {
  userA = await buildUser(t.db);
  userB = await buildUser(t.db);
  for (const [i, item] of items.entries()) {
    item.id = await buildHighlight(t.db, { type: item.type, title: item.title, description: item.description, tags: item.tags, publishedAt: new Date(Date.UTC(2026, 5, 1 + i)) });
    for (const who of item.favoriteOf) {
      const user = who === 'a' ? userA : userB;
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/highlights/${item.id}/favorites`, headers: user.headers });
      expect(res.json()).toEqual({ data: { isFavorite: true } });
    }
  }
});

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The specification of the filters, written independently of the SQL. */
function expected(search: string | undefined, types: HighlightType[] | undefined, favorite: boolean | undefined, who: 'a' | 'b'): string[] {
  return items
    .filter((i) => !types || types.length === 0 || types.includes(i.type))
    .filter((i) => !favorite || i.favoriteOf.includes(who))
    .filter((i) => {
      if (!search) return true;
      const hay = fold(`${i.title} ${i.description} ${i.tags.join(' ')}`);
      return fold(search)
        .split(/\s+/)
        .filter(Boolean)
        .every((term) => hay.includes(term));
    })
    .reverse() // newest first: later items were published later
    .map((i) => i.title);
}

async function titles(user: TestUser, query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/highlights${query}`, headers: user.headers });
  expect(res.statusCode, query).toBe(200);
  const body = res.json();
  return { titles: body.data.map((h: { title: string }) => h.title) as string[], meta: body.meta, data: body.data };
}

const searches = [undefined, 'carreira', 'SALARIO', 'salários ti', 'curriculo', 'marca pessoal', 'técnica', '100%', 'inexistente'];
const typeSets: (HighlightType[] | undefined)[] = [undefined, ['article'], ['news'], ['video', 'podcast'], ['article', 'news', 'video', 'podcast']];
const favorites = [undefined, true, false];

describe('GET /api/v1/highlights filters', () => {
  it('answers every combination of search, type and favorite like the reference filter', async () => {
    let checked = 0;
    let nonEmpty = 0;
    for (const search of searches)
      for (const types of typeSets)
        for (const favorite of favorites)
          for (const [who, user] of [
            ['a', userA],
            ['b', userB],
          ] as const) {
            const params = new URLSearchParams();
            if (search !== undefined) params.set('search', search);
            for (const type of types ?? []) params.append('type', type);
            if (favorite !== undefined) params.set('favorite', String(favorite));
            const query = params.size ? `?${params}` : '';
            const { titles: got, meta } = await titles(user, query);
            expect(got, `${who} ${query}`).toEqual(expected(search, types, favorite, who));
            expect(meta).toEqual({ total: got.length, page: 1, perPage: 12, totalPages: 1 });
            checked++;
            if (got.length > 0 && got.length < items.length) nonEmpty++;
          }
    expect(checked).toBe(searches.length * typeSets.length * favorites.length * 2);
    // The data set makes most combinations select a proper, non-empty subset.
    expect(nonEmpty).toBeGreaterThan(checked / 3);
  });

  it('accepts types as a comma list, repeated, mixed, with spaces and any case', async () => {
    const want = expected(undefined, ['video', 'podcast', 'news'], undefined, 'a');
    expect(want.length).toBe(5);
    for (const q of ['?type=video,podcast,news', '?type=video&type=podcast&type=news', '?type=video,podcast&type=news', '?type=%20Video%20,PODCAST&type=news&type=news']) {
      expect((await titles(userA, q)).titles, q).toEqual(want);
    }
    expect((await titles(userA, '?type=')).titles).toHaveLength(items.length);
  });

  it('rejects an unknown type or a malformed favorite or page with 422', async () => {
    for (const q of ['?type=webinar', '?type=video,webinar', '?favorite=sim', '?page=0', '?page=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/highlights${q}`, headers: userA.headers });
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors, q).toBeTruthy();
    }
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    expect((await titles(userA, '?search=%25')).titles).toEqual(['Programas de estágio']);
    expect((await titles(userA, '?search=_')).titles).toEqual([]);
  });

  it('marks isFavorite per user in every item', async () => {
    const a = await titles(userA, '');
    const b = await titles(userB, '');
    const favA = a.data.filter((h: { isFavorite: boolean }) => h.isFavorite).map((h: { title: string }) => h.title);
    const favB = b.data.filter((h: { isFavorite: boolean }) => h.isFavorite).map((h: { title: string }) => h.title);
    expect(favA).toEqual(expected(undefined, undefined, true, 'a'));
    expect(favB).toEqual(expected(undefined, undefined, true, 'b'));
  });

  it('requires login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/highlights' })).statusCode).toBe(401);
  });
});
