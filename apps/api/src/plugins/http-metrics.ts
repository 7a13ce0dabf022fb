import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../lib/metrics/app-metrics.ts';

/** The route label of requests no route matched (unknown paths, the SPA's history fallback). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answer by its route's pattern (`/api/v1/jobs/:uuid`), never the raw URL, so the
 * number of series stays that of the routes (docs/decisions/0707).
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  if (!metrics.registry) return;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequest({ method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, statusCode: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}
