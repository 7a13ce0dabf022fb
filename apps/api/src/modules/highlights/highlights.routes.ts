import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, highlightFavoriteResponse, highlightIdParam, highlightResponse, highlightsQuery, highlightsResponse } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getHighlight, listHighlights, toggleFavorite } from './highlights.service.ts';

const tags = ['destaques'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

export async function highlightsRoutes(fastify: FastifyInstance, { db, clock }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  // Learners see only live highlights, by the app's clock (decision 1606).

  app.get(
    '/api/v1/highlights',
    // Shares the job search's bucket: both are full-text searches (docs/decisions/0705).
    {
      ...auth,
      config: { rateLimit: [{ name: 'search', limit: LIMITS.searchPerUser, by: 'user' }] },
      schema: {
        tags,
        summary: 'Destaques (mais recentes primeiro), com busca, tipos (vários) e favoritos',
        querystring: highlightsQuery,
        response: { 200: highlightsResponse, ...errors },
      },
    },
    async (req) => listHighlights(db, req.query, currentUser(req), clock()),
  );

  app.get(
    '/api/v1/highlights/:id',
    { ...auth, schema: { tags, summary: 'Um destaque', params: highlightIdParam, response: { 200: highlightResponse, ...errors } } },
    async (req) => ({
      data: await getHighlight(db, req.params.id, currentUser(req), clock()),
    }),
  );

  app.put(
    '/api/v1/highlights/:id/favorites',
    {
      ...auth,
      schema: { tags, summary: 'Marca ou desmarca o destaque como favorito do usuário', params: highlightIdParam, response: { 200: highlightFavoriteResponse, ...errors } },
    },
    async (req) => ({ data: await toggleFavorite(db, req.params.id, currentUser(req), clock()) }),
  );
}
