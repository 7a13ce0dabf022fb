import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigResponse } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';

/**
 * What the SPA learns from the server's configuration (docs/decisions/0004). Public: the support
 * page is behind login today, but nothing here is secret and the answer is the same for everyone.
 */
export async function publicConfigRoutes(fastify: FastifyInstance, { config }: AppDeps): Promise<void> {
  const data = { chatWidgetUrl: config.chatWidgetUrl ?? null };
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/public-config',
      { schema: { tags: ['sistema'], summary: 'Configuração pública do app (script do chat de suporte)', security: [], response: { 200: publicConfigResponse } } },
      async () => ({ data }),
    );
}
