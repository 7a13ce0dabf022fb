import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { parseRange } from './byte-range.ts';
import { dispositionOf } from './file-answer-headers.ts';
import { isUuid } from '../../lib/uuid.ts';

const NOT_FOUND = 'Arquivo não encontrado.';

const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}` || tag.trim() === '*');

/**
 * Serves a file (decision 1602): anyone with its link may read it — ids are random and never
 * reused, so the bytes behind a URL never change and may be cached for a year. Ranges are passed
 * to the storage driver (an S3 bucket sends only those bytes). The sandboxing policy and nosniff
 * come from the route's hook (file-answer-headers.ts), the disposition from the type and the query.
 */
export async function serveFile(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  query: { download?: '0' | '1'; variant?: 'thumbnail'; inline?: '0' | '1' },
) {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await deps.db.select().from(files).where(eq(files.id, id));
  if (!row) throw notFound(NOT_FOUND);
  const thumbnail = query.variant === 'thumbnail';
  if (thumbnail && !row.thumbnailKey) throw notFound(NOT_FOUND);
  const key = thumbnail ? row.thumbnailKey! : row.storageKey;
  const size = thumbnail ? row.thumbnailSize! : row.size;
  const etag = `"${row.sha256}${thumbnail ? '-thumbnail' : ''}"`;

  // If-Range with another validator: the file the client holds is not this one; send it whole.
  const ifRange = request.headers['if-range'];
  const range = ifRange !== undefined && ifRange !== etag ? 'whole' : parseRange(request.headers.range, size);
  if (range === 'unsatisfiable' && !etagMatches(request.headers['if-none-match'], etag)) {
    reply.header('content-range', `bytes */${size}`);
    throw new AppError(416, 'O intervalo pedido está fora do arquivo.');
  }
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('content-type', thumbnail ? 'image/webp' : row.contentType)
    .header('content-disposition', dispositionOf(thumbnail ? 'image/webp' : row.contentType, row.originalName, query));
  if (etagMatches(request.headers['if-none-match'], etag) || range === 'unsatisfiable') return reply.status(304).send();
  const body = await deps.storage.get(key, range === 'whole' ? undefined : range);
  if (!body) throw notFound(NOT_FOUND);
  if (range === 'whole') return reply.header('content-length', size).send(body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}
