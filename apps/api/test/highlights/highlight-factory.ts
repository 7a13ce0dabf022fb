import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';
import { insertHighlights, type NewHighlight } from '../../src/modules/highlights/highlights.write.ts';

let sequence = 0;

/**
 * Inserts one published highlight through the real write path (so its HTML is sanitised) and
 * returns its id. A video or podcast gets a /media file and a duration unless given (publishing
 * requires them, decision 1606).
 */
export async function buildHighlight(db: Db, overrides: Partial<NewHighlight> = {}): Promise<string> {
  sequence++;
  const id = overrides.id ?? randomUUID();
  const isMedia = overrides.type === 'video' || overrides.type === 'podcast';
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
      ...(isMedia ? { mediaUrl: `/media/highlights/teste.${overrides.type === 'video' ? 'webm' : 'mp3'}`, readTime: 3 } : {}),
      ...overrides,
      id,
    },
  ]);
  return id;
}
