import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, matchSettingsRequest, matchSettingsResponse } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getMatchSettings, saveMatchSettings } from './match-settings.service.ts';

const tags = ['compatibilidade'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

/** 'Compatibilidade com meu currículo' in Configurações da Conta (docs/decisions/1704). */
export async function matchRoutes(fastify: FastifyInstance, { db, clock }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v1/match/settings',
    { ...auth, schema: { tags, summary: 'Configuração da compatibilidade com o currículo', response: { 200: matchSettingsResponse, ...errors } } },
    async (req) => ({ data: await getMatchSettings(db, currentUser(req).id, clock()) }),
  );

  app.put(
    '/api/v1/match/settings',
    {
      ...auth,
      config: { rateLimit: [{ name: 'match', limit: LIMITS.matchPerUser, by: 'user' }] },
      schema: {
        tags,
        summary: 'Liga ou desliga a compatibilidade e escolhe o currículo usado (nulo = o atualizado por último)',
        body: matchSettingsRequest,
        response: { 200: matchSettingsResponse, ...errors },
      },
    },
    async (req) => ({ data: await saveMatchSettings(db, currentUser(req).id, req.body, clock()) }),
  );
}
