import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { hasBearerToken } from '../../lib/metrics/bearer-token.ts';
import { exemptFromShedding } from '../../plugins/load-shedding.ts';

const errorResponse = z.object({ message: z.string() });

/**
 * Prometheus metrics (docs/decisions/0707), only for `Authorization: Bearer $METRICS_TOKEN`.
 * Without METRICS_TOKEN, and with a missing or wrong token, the answer is the 404 of any unknown
 * path: the route does not tell a prober it exists. Never shed, never rate-limited (a scrape
 * every 15 s from one address).
 */
export async function metricsRoutes(app: FastifyInstance, { config, metrics }: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/metrics',
    {
      config: { ...exemptFromShedding, sessionAuth: false },
      schema: {
        tags: ['sistema'],
        summary: 'Métricas no formato do Prometheus (Authorization: Bearer $METRICS_TOKEN)',
        security: [{ metricsToken: [] }],
        response: { 200: z.string().describe('Texto no formato de exposição do Prometheus'), 404: errorResponse },
      },
    },
    async (request, reply) => {
      const token = config.metricsToken;
      if (!token || !metrics.registry || !hasBearerToken(request.headers.authorization, token)) {
        if (token && request.headers.authorization) request.log.warn('metrics scrape refused: wrong token');
        throw notFound();
      }
      const body = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(body);
    },
  );
}
