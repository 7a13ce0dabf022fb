import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { auditLog, files, highlightFavorites, highlights } from '../../src/db/schema/index.ts';
import { collectOrphanFiles } from '../../src/modules/files/orphan-files.background-job.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { image, realMedia } from '../files/file-fixtures.ts';
import { useTestApp } from '../test-app.ts';

// Issue 16 item 3 (docs/decisions/1606): the console's 'Destaques'. The state is computed in the
// query from `published_at` and the app's clock, which this file owns and moves: a scheduled
// highlight is invisible to learners until the clock reaches its date, with nothing running at it.

let now = new Date('2026-11-20T12:00:00Z');
const t = useTestApp({}, { clock: () => now });

let editor: TestUser;
let learner: TestUser;
let moderator: TestUser;

type AdminBody = {
  id: string;
  state: 'draft' | 'scheduled' | 'published';
  published_at: string | null;
  content: string;
  read_time: number | null;
  duration: number | null;
  thumbnail: { kind: string; file_id?: string; url: string; preview_url?: string | null } | null;
  media: { kind: string; provider?: string; embed_id?: string; src?: string; url: string } | null;
};

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, user: TestUser = editor) =>
  t.app.inject({ method, url: `/api/admin/v1/highlights${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
const learnerGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/highlights${url}`, headers: learner.headers });

async function upload(body: Buffer, type: string, name: string): Promise<{ id: string; url: string; thumbnailUrl: string | null }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/files?name=${encodeURIComponent(name)}`,
    payload: body,
    headers: { 'content-type': type, ...editor.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

let cover: { id: string; url: string; thumbnailUrl: string | null };

/** A complete article (publishable), created as a draft. */
async function createArticle(overrides: object = {}): Promise<AdminBody> {
  const res = await admin('POST', '', {
    type: 'article',
    title: 'Como negociar salário no primeiro emprego',
    description: 'Um roteiro para a conversa com o RH.',
    author: 'Equipe Rumo',
    tags: ['Carreira', 'Salário'],
    content: '<p>Chegou a proposta. <strong>Respire</strong> e leia <a href="https://www.gov.br/trabalho">a lei</a>.</p>',
    thumbnail: { kind: 'file', file_id: cover.id },
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const lastAudit = async (action: string, id: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  editor = await buildUser(t.db, { name: 'Editora de Destaques' });
  moderator = await buildUser(t.db, { name: 'Moderador' });
  learner = await buildUser(t.db, { name: 'Aluna' });
  expect((await runCommand(t.deps, 'grant-role', [editor.email, 'editor'])).ok).toBe(true);
  expect((await runCommand(t.deps, 'grant-role', [moderator.email, 'moderator'])).ok).toBe(true);
  cover = await upload(await image('png', 640, 360), 'image/png', 'capa.png');
});

describe('who may edit highlights', () => {
  it('answers 401 without a session, 403 to a learner and to a moderator, and serves an editor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/v1/highlights' })).statusCode).toBe(401);
    for (const user of [learner, moderator]) {
      const list = await admin('GET', '', undefined, user);
      expect(list.statusCode).toBe(403);
      const create = await admin('POST', '', { type: 'article', title: 'Não pode' }, user);
      expect(create.statusCode).toBe(403);
      expect(create.json().message).toMatch(/acesso|permissão|equipe/i);
    }
    expect(await t.db.select().from(highlights).where(eq(highlights.title, 'Não pode'))).toEqual([]);
    expect((await admin('GET', '')).statusCode).toBe(200);
  });

  it('answers 404 in pt-BR for a highlight that does not exist, and 422 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', `/${missing}`],
      ['PATCH', `/${missing}`, { title: 'X' }],
      ['POST', `/${missing}/publish`, {}],
      ['POST', `/${missing}/unpublish`],
      ['DELETE', `/${missing}`],
    ] as const) {
      const res = await admin(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Destaque não encontrado.' });
    }
    const bad = await admin('GET', '/nao-e-um-id');
    expect(bad.statusCode).toBe(422);
  });
});

describe('writing a highlight', () => {
  it('creates a draft, keeps only sanitised HTML and computes the reading time of the text', async () => {
    const created = await createArticle({
      content:
        '<p onclick="roubar()">Olá <strong>negrito</strong> <a href="https://rumo.app/x" onmouseover="x()">link</a></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">js</a>',
    });
    expect(created.state).toBe('draft');
    expect(created.published_at).toBeNull();
    expect(created.content).toBe('<p>Olá <strong>negrito</strong> <a href="https://rumo.app/x" rel="noopener noreferrer" target="_blank">link</a></p><a>js</a>');
    expect(created.content).not.toMatch(/script|onerror|onclick|onmouseover|javascript/);
    expect(created.read_time).toBe(1);
    expect(created.thumbnail).toMatchObject({ kind: 'file', file_id: cover.id, preview_url: cover.thumbnailUrl });
    const [row] = await t.db.select().from(highlights).where(eq(highlights.id, created.id));
    expect(row!.content).toBe(created.content);
    expect(await lastAudit('highlight.create', created.id)).toMatchObject({ actorEmail: editor.email, entity: 'highlight' });
  });

  it('refuses bad fields with a pt-BR 422 beside each field and saves nothing', async () => {
    const before = (await t.db.select({ id: highlights.id }).from(highlights)).length;
    const cases: [object, string, RegExp][] = [
      [{ type: 'article' }, 'title', /título/i],
      [{ type: 'blog', title: 'X' }, 'type', /tipo/i],
      [{ type: 'article', title: 'x'.repeat(201) }, 'title', /200/],
      [{ type: 'article', title: 'X', tags: ['a'.repeat(41)] }, 'tags.0', /40/],
      [{ type: 'video', title: 'X', duration: 0 }, 'duration', /minuto/],
      [{ type: 'video', title: 'X', media: { kind: 'embed', url: 'https://evil.example/watch?v=dQw4w9WgXcQ' } }, 'media.url', /YouTube/],
      [{ type: 'video', title: 'X', media: { kind: 'embed', url: 'javascript:alert(1)' } }, 'media.url', /YouTube/],
      [{ type: 'video', title: 'X', media: { kind: 'url', url: 'https://evil.example/v.mp4' } }, 'media.kind', /./],
      [{ type: 'video', title: 'X', media: { kind: 'site', path: 'https://evil.example/v.mp4' } }, 'media.path', /media/],
      [{ type: 'video', title: 'X', media: { kind: 'site', path: '/media/../../etc/passwd' } }, 'media.path', /media/],
      [{ type: 'article', title: 'X', thumbnail: { kind: 'file', file_id: 'x' } }, 'thumbnail.file_id', /arquivo/i],
    ];
    for (const [payload, field, message] of cases) {
      const res = await admin('POST', '', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors?.[field], `${JSON.stringify(payload)} → ${res.body}`).toMatch(message);
    }
    expect((await t.db.select({ id: highlights.id }).from(highlights)).length).toBe(before);
  });

  it('checks uploaded files: a cover must be an image, a video a video, a podcast a sound', async () => {
    const audio = await upload(realMedia.mp3(), 'audio/mpeg', 'episodio.mp3');
    const video = await upload(realMedia.webm(), 'video/webm', 'aula.webm');
    const wrongCover = await admin('POST', '', { type: 'article', title: 'X', thumbnail: { kind: 'file', file_id: audio.id } });
    expect(wrongCover.statusCode).toBe(422);
    expect(wrongCover.json().errors.thumbnail).toBe('A capa deve ser uma imagem PNG, JPEG ou WebP.');
    const unknown = await admin('POST', '', { type: 'article', title: 'X', thumbnail: { kind: 'file', file_id: '00000000-0000-4000-8000-000000000001' } });
    expect(unknown.json().errors.thumbnail).toMatch(/não foi encontrada/);
    const podcastWithVideo = await admin('POST', '', { type: 'podcast', title: 'X', media: { kind: 'file', file_id: video.id } });
    expect(podcastWithVideo.json().errors.media).toMatch(/arquivo de áudio/);
    const articleWithMedia = await admin('POST', '', { type: 'article', title: 'X', media: { kind: 'file', file_id: video.id } });
    expect(articleWithMedia.json().errors.media).toMatch(/Artigos e notícias/);
    const podcast = await admin('POST', '', { type: 'podcast', title: 'Episódio', media: { kind: 'file', file_id: audio.id }, duration: 12 });
    expect(podcast.statusCode, podcast.body).toBe(201);
    expect(podcast.json().data.media).toMatchObject({ kind: 'file', file_id: audio.id, content_type: 'audio/mpeg', url: audio.url });
    expect(podcast.json().data.read_time).toBe(12);
  });

  it('keeps embeds only from the allow-list, as provider and id, and builds the player address itself', async () => {
    const youtube = await admin('POST', '', { type: 'video', title: 'YouTube', media: { kind: 'embed', url: 'https://youtu.be/dQw4w9WgXcQ?t=10' } });
    expect(youtube.statusCode, youtube.body).toBe(201);
    expect(youtube.json().data.media).toEqual({
      kind: 'embed',
      provider: 'youtube',
      embed_id: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const [row] = await t.db.select().from(highlights).where(eq(highlights.id, youtube.json().data.id));
    expect([row!.embedProvider, row!.embedId, row!.mediaUrl]).toEqual(['youtube', 'dQw4w9WgXcQ', null]);

    const vimeo = await admin('POST', '', { type: 'video', title: 'Vimeo', media: { kind: 'embed', url: 'https://vimeo.com/76979871' } });
    expect(vimeo.json().data.media.src).toBe('https://player.vimeo.com/video/76979871');
    const spotify = await admin('POST', '', {
      type: 'podcast',
      title: 'Spotify',
      media: { kind: 'embed', url: 'https://open.spotify.com/intl-pt/episode/4rOoJ6Egrf8K2IrywzwOMk?si=abc' },
    });
    expect(spotify.json().data.media.src).toBe('https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk');

    // A provider that does not fit the type, and look-alike hosts, are refused.
    const spotifyVideo = await admin('POST', '', { type: 'video', title: 'X', media: { kind: 'embed', url: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk' } });
    expect(spotifyVideo.json().errors.media).toBe('Vídeos podem vir do YouTube ou do Vimeo.');
    for (const url of [
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://user@youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://vimeo.com/abc',
    ]) {
      const res = await admin('POST', '', { type: 'video', title: 'X', media: { kind: 'embed', url } });
      expect(res.statusCode, url).toBe(422);
    }
  });

  it('changes only what a PATCH names, audits the change, and records nothing for a PATCH that changes nothing', async () => {
    const created = await createArticle();
    const res = await admin('PATCH', `/${created.id}`, { title: 'Novo título', tags: ['Carreira'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Novo título', tags: ['Carreira'], description: 'Um roteiro para a conversa com o RH.' });
    const entry = await lastAudit('highlight.update', created.id);
    expect(entry).toMatchObject({ before: { title: 'Como negociar salário no primeiro emprego', tags: 'Carreira, Salário' }, after: { title: 'Novo título', tags: 'Carreira' } });
    await admin('PATCH', `/${created.id}`, { title: 'Novo título' });
    expect((await lastAudit('highlight.update', created.id))!.id).toBe(entry!.id);
  });

  it('audits a change the text alone does not show: a link address, markup, words after the 300th character', async () => {
    const longText = `<p>${'palavra '.repeat(60)}fim.</p>`;
    const created = await createArticle({ content: `<p>Leia <a href="https://www.gov.br/trabalho">a lei</a>.</p>${longText}` });
    const edits = [
      `<p>Leia <a href="https://www.gov.br/previdencia">a lei</a>.</p>${longText}`,
      `<p>Leia <strong><a href="https://www.gov.br/previdencia">a lei</a></strong>.</p>${longText}`,
      `<p>Leia <strong><a href="https://www.gov.br/previdencia">a lei</a></strong>.</p>${longText.replace('fim.', 'final.')}`,
    ];
    let previous = await lastAudit('highlight.update', created.id);
    expect(previous).toBeUndefined();
    for (const content of edits) {
      const res = await admin('PATCH', `/${created.id}`, { content });
      expect(res.statusCode, res.body).toBe(200);
      const entry = await lastAudit('highlight.update', created.id);
      expect(entry, content).toBeDefined();
      expect(entry!.id).not.toBe(previous?.id);
      expect(Object.keys(entry!.after as object), content).toContain('content');
      previous = entry;
    }
  });
});

describe('publishing, scheduling and withdrawing', () => {
  it('refuses to publish an incomplete highlight, naming what is missing', async () => {
    const draft = await admin('POST', '', { type: 'video', title: 'Vídeo sem nada' });
    const res = await admin('POST', `/${draft.json().data.id}/publish`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Complete o destaque antes de publicar: veja os campos destacados.');
    expect(Object.keys(res.json().errors).sort()).toEqual(['author', 'description', 'duration', 'media', 'thumbnail']);
    const [row] = await t.db.select().from(highlights).where(eq(highlights.id, draft.json().data.id));
    expect(row!.publishedAt).toBeNull();
  });

  it('shows a scheduled highlight to learners only once the clock reaches its date, and hides it again when withdrawn', async () => {
    const created = await createArticle({ title: 'Agendado para amanhã' });
    const id = created.id;
    const at = new Date(now.getTime() + 60 * 60 * 1000);

    const past = await admin('POST', `/${id}/publish`, { at: new Date(now.getTime() - 1000).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.at).toMatch(/futuro/);

    const scheduled = await admin('POST', `/${id}/publish`, { at: at.toISOString() });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data).toMatchObject({ state: 'scheduled', published_at: at.toISOString() });
    expect(await lastAudit('highlight.schedule', id)).toMatchObject({ after: { published_at: at.toISOString() } });

    const learnerSees = async () => {
      const list = (await learnerGet('?search=Agendado')).json().data as { uuid: string }[];
      const detail = await learnerGet(`/${id}`);
      return { inList: list.some((h) => h.uuid === id), detail: detail.statusCode };
    };
    expect(await learnerSees()).toEqual({ inList: false, detail: 404 });
    const favorite = await t.app.inject({ method: 'PUT', url: `/api/v1/highlights/${id}/favorites`, headers: learner.headers });
    expect(favorite.statusCode).toBe(404);
    expect(await t.db.select().from(highlightFavorites).where(eq(highlightFavorites.highlightId, id))).toEqual([]);
    const scheduledList = (await admin('GET', '?state=scheduled')).json().data as { id: string }[];
    expect(scheduledList.map((h) => h.id)).toContain(id);

    // One second before: still hidden. At its date: visible, with nothing having run in between.
    now = new Date(at.getTime() - 1000);
    expect(await learnerSees()).toEqual({ inList: false, detail: 404 });
    now = at;
    expect(await learnerSees()).toEqual({ inList: true, detail: 200 });
    expect((await learnerGet(`/${id}`)).json().data).toMatchObject({ title: 'Agendado para amanhã', thumbnail: cover.thumbnailUrl, publishedAt: at.toISOString() });
    expect((await admin('GET', `/${id}`)).json().data.state).toBe('published');
    expect(((await admin('GET', '?state=published')).json().data as { id: string }[]).map((h) => h.id)).toContain(id);

    const again = await admin('POST', `/${id}/publish`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Este destaque já está publicado.');

    // A published highlight must stay complete.
    const emptied = await admin('PATCH', `/${id}`, { description: '' });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors.description).toMatch(/descrição/);

    const withdrawn = await admin('POST', `/${id}/unpublish`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ state: 'draft', published_at: null });
    expect(await learnerSees()).toEqual({ inList: false, detail: 404 });
    expect(await lastAudit('highlight.unpublish', id)).toMatchObject({ before: { published_at: at.toISOString() }, after: { published_at: null } });

    const published = await admin('POST', `/${id}/publish`, {});
    expect(published.json().data).toMatchObject({ state: 'published', published_at: now.toISOString() });
    expect(await learnerSees()).toEqual({ inList: true, detail: 200 });
  });

  it('serves a learner the embed as provider and id, and the player address as mediaUrl', async () => {
    const res = await admin('POST', '', {
      type: 'video',
      title: 'Entrevista em vídeo',
      description: 'Uma entrevista.',
      author: 'Equipe Rumo',
      duration: 7,
      thumbnail: { kind: 'file', file_id: cover.id },
      media: { kind: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    const id = res.json().data.id;
    expect((await admin('POST', `/${id}/publish`, {})).statusCode).toBe(200);
    const detail = (await learnerGet(`/${id}`)).json().data;
    expect(detail).toMatchObject({ embed: { provider: 'youtube', id: 'dQw4w9WgXcQ' }, mediaUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', readTime: 7 });
  });

  it('deletes a highlight with its favorites, audited', async () => {
    const created = await createArticle({ title: 'Para excluir' });
    await admin('POST', `/${created.id}/publish`, {});
    await t.app.inject({ method: 'PUT', url: `/api/v1/highlights/${created.id}/favorites`, headers: learner.headers });
    const res = await admin('DELETE', `/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect((await admin('GET', `/${created.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(highlightFavorites).where(eq(highlightFavorites.highlightId, created.id))).toEqual([]);
    expect(await lastAudit('highlight.delete', created.id)).toMatchObject({ before: { title: 'Para excluir' } });
  });
});

describe('the console list', () => {
  it('filters by state, type and title (accents ignored) and pages', async () => {
    const found = await admin('GET', '?q=NEGOCIAR%20SALARIO&type=article');
    expect(found.statusCode).toBe(200);
    const body = found.json();
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) expect(row.title).toMatch(/negociar salário/i);
    expect(body.meta).toMatchObject({ per_page: 25, current_page: 1 });
    const drafts = (await admin('GET', '?state=draft')).json().data as { state: string }[];
    expect(drafts.length).toBeGreaterThan(0);
    expect(new Set(drafts.map((d) => d.state))).toEqual(new Set(['draft']));
    const bad = await admin('GET', '?state=archived');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.state).toMatch(/Situação inválida/);
  });
});

describe('files used by highlights', () => {
  it('are kept by the orphan collection while a highlight names them', async () => {
    const used = await upload(await image('png', 80, 45), 'image/png', 'usada.png');
    const unused = await upload(await image('png', 80, 45), 'image/png', 'solta.png');
    await createArticle({ title: 'Com capa', thumbnail: { kind: 'file', file_id: used.id } });
    await t.db.execute(sql`UPDATE files SET created_at = now() - interval '25 hours' WHERE id IN (${used.id}, ${unused.id})`);
    await collectOrphanFiles(t.deps);
    const left = (await t.db.select({ id: files.id }).from(files)).map((f) => f.id);
    expect(left).toContain(used.id);
    expect(left).not.toContain(unused.id);
  });
});
