import type { Db } from '../../src/db/database.ts';
import { createHighlight } from '../../src/modules/highlights/highlights.write.ts';
import type { AdminRouteExamples } from '../staff/admin-route-examples.ts';

/** A complete draft article (it may be scheduled), made through the one write path. */
async function draft(db: Db): Promise<string> {
  const id = await createHighlight(db, 'cli', {
    type: 'article',
    title: 'Destaque da matriz',
    description: 'Descrição',
    author: 'Equipe Rumo',
    tags: [],
    content: '<p>Texto</p>',
    duration: null,
    thumbnail: { kind: 'site', path: '/media/highlights/matriz.svg' },
    media: null,
  });
  return id!;
}

const base = '/api/admin/v1/highlights';

/** The console's 'Destaques' (docs/decisions/1606): a highlight to read, change, schedule, withdraw and delete. */
export const examples: AdminRouteExamples = {
  [`POST ${base}`]: async () => ({ payload: { type: 'news', title: 'Notícia da matriz' } }),
  [`GET ${base}/:id`]: async ({ db }) => ({ url: `${base}/${await draft(db)}` }),
  [`PATCH ${base}/:id`]: async ({ db }) => ({ url: `${base}/${await draft(db)}`, payload: { title: 'Outro título' } }),
  // Scheduling again is allowed (publishing now twice is not), so every role with the capability succeeds.
  [`POST ${base}/:id/publish`]: async ({ db }) => ({ url: `${base}/${await draft(db)}/publish`, payload: { at: '2099-01-01T12:00:00-03:00' } }),
  [`POST ${base}/:id/unpublish`]: async ({ db }) => ({ url: `${base}/${await draft(db)}/unpublish` }),
  [`DELETE ${base}/:id`]: async ({ db }) => {
    // Every call reads the URL, refused ones too: one highlight per call.
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await draft(db));
    return {
      get url() {
        return `${base}/${ids.shift() ?? '00000000-0000-4000-8000-000000000000'}`;
      },
    };
  },
};
