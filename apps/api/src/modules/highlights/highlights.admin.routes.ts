import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  errorBody,
  highlightAdminResponse,
  highlightCreateRequest,
  highlightPatchRequest,
  highlightPublishRequest,
  highlightsAdminListQuery,
  highlightsAdminListResponse,
  uuidParam,
} from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { registerFileReferences } from '../files/index.ts';
import { recordAdminRoutes, staffActor, staffOnly } from '../staff/index.ts';
import { getAdminHighlight, listAdminHighlights } from './highlights.admin.service.ts';
import { createHighlight, deleteHighlight, setHighlightPublication, updateHighlight, type HighlightInput } from './highlights.write.ts';

// Covers and media uploaded for highlights stay while a highlight names them (decision 1602).
registerFileReferences(
  'highlights',
  sql`SELECT thumbnail_file_id FROM highlights WHERE thumbnail_file_id IS NOT NULL UNION ALL SELECT media_file_id FROM highlights WHERE media_file_id IS NOT NULL`,
);

const tags = ['console'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** A new highlight's fields, the absent ones empty. */
function newInput(body: z.output<typeof highlightCreateRequest>): HighlightInput {
  return {
    type: body.type,
    title: body.title,
    description: body.description ?? '',
    author: body.author ?? '',
    tags: body.tags ?? [],
    content: body.content ?? '',
    duration: body.duration ?? null,
    thumbnail: body.thumbnail ?? null,
    media: body.media ?? null,
  };
}

/** The console's 'Destaques' under /api/admin/v1/highlights (decision 1606), capability `content:edit`. */
export async function highlightsAdminRoutes(fastify: FastifyInstance, { db, clock }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordAdminRoutes(app);
  const guard = staffOnly(db, app.authenticate, 'content:edit');

  app.get(
    '/api/admin/v1/highlights',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Destaques em todas as situações (Rascunho, Agendado, Publicado), com filtro, busca pelo título e páginas',
        querystring: highlightsAdminListQuery,
        response: { 200: highlightsAdminListResponse, ...errors },
      },
    },
    async (req) => listAdminHighlights(db, req.query, clock()),
  );

  app.post(
    '/api/admin/v1/highlights',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cria um destaque como rascunho (HTML limpo pela política do servidor; registrado na auditoria)',
        body: highlightCreateRequest,
        response: { 201: highlightAdminResponse, ...errors },
      },
    },
    async (req, reply) => {
      const id = await createHighlight(db, staffActor(req), newInput(req.body), { now: clock() });
      return reply.status(201).send({ data: await getAdminHighlight(db, id!, clock()) });
    },
  );

  app.get(
    '/api/admin/v1/highlights/:id',
    { ...guard, schema: { tags, summary: 'Um destaque para edição', params: uuidParam, response: { 200: highlightAdminResponse, ...errors } } },
    async (req) => ({ data: await getAdminHighlight(db, req.params.id, clock()) }),
  );

  app.patch(
    '/api/admin/v1/highlights/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Altera campos de um destaque; agendado ou publicado, ele precisa continuar completo (registrado na auditoria)',
        params: uuidParam,
        body: highlightPatchRequest,
        response: { 200: highlightAdminResponse, ...errors },
      },
    },
    async (req) => {
      await updateHighlight(db, staffActor(req), req.params.id, req.body, clock());
      return { data: await getAdminHighlight(db, req.params.id, clock()) };
    },
  );

  app.post(
    '/api/admin/v1/highlights/:id/publish',
    {
      ...guard,
      schema: {
        tags,
        summary: "'Publicar agora' (sem data) ou 'Agendar' (data futura); aparece para os alunos quando a data chega",
        params: uuidParam,
        body: highlightPublishRequest,
        response: { 200: highlightAdminResponse, ...errors },
      },
    },
    async (req) => {
      await setHighlightPublication(db, staffActor(req), req.params.id, { at: req.body.at === undefined ? undefined : new Date(req.body.at) }, clock());
      return { data: await getAdminHighlight(db, req.params.id, clock()) };
    },
  );

  app.post(
    '/api/admin/v1/highlights/:id/unpublish',
    {
      ...guard,
      schema: { tags, summary: 'Retira um destaque: volta a ser rascunho (registrado na auditoria)', params: uuidParam, response: { 200: highlightAdminResponse, ...errors } },
    },
    async (req) => {
      await setHighlightPublication(db, staffActor(req), req.params.id, { at: null }, clock());
      return { data: await getAdminHighlight(db, req.params.id, clock()) };
    },
  );

  app.delete(
    '/api/admin/v1/highlights/:id',
    { ...guard, schema: { tags, summary: 'Exclui um destaque (registrado na auditoria)', params: uuidParam, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await deleteHighlight(db, staffActor(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
