import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, trackingRequest } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';

/** Usage events from the browser (login, course_viewed, …); tied to the user when a token is sent. */
export async function trackingRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/tracking',
    // security: token optional (the event is tied to the user when one is sent).
    {
      // Anonymous writes: bounded per source so nobody can fill the table (docs/decisions/0705).
      config: { rateLimit: [{ name: 'tracking', limit: LIMITS.trackingPerSource, by: 'source' }] },
      schema: {
        tags: ['rastreamento'],
        summary: 'Registra um evento de uso',
        security: [{}, { bearer: [] }],
        body: trackingRequest,
        response: { 202: z.null(), 401: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const { cookie, data, is_mobile, user_agent } = req.body;
      await db.insert(trackingEvents).values({ userId: req.user?.id ?? null, cookie, event: String(data.event), data, isMobile: is_mobile, userAgent: user_agent });
      return reply.status(202).send(null);
    },
  );
}
