import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';
import { insertHighlights, type NewHighlight } from '../../src/modules/highlights/highlights.write.ts';

let sequence = 0;

/** Inserts one highlight through the real write path (so its HTML is sanitised) and returns its id. */
export async function buildHighlight(db: Db, overrides: Partial<NewHighlight> = {}): Promise<string> {
  sequence++;
  const id = overrides.id ?? randomUUID();
  await insertHighlights(db, [
    {
      type: 'article',
      title: `Destaque de teste ${sequence}`,
      description: 'Descrição de teste',
      thumbnail: '/media/highlights/teste.svg',
      author: 'Autora Teste',
      tags: [],
      content: '<p>Conteúdo</p>',
      publishedAt: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
      ...overrides,
      id,
    },
  ]);
  return id;
}
