import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Limit, TokenBuckets } from '../lib/rate-limit/token-buckets.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from '../lib/rate-limit/limits.ts';
import { clientSource } from '../lib/client-source.ts';
import { tooManyRequests } from '../lib/errors.ts';

/**
 * A route's rate limits: each names its bucket, its limit and whom it counts — the client's
 * source (address, lib/client-source.ts), the logged-in user (their source when anonymous), or
 * a value of the validated request (e.g. the e-mail a reset link is asked for).
 */
export type RouteRateLimit = { name: string; limit: Limit; by: 'source' | 'user' | ((request: FastifyRequest) => string); message?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit[];
  }
}

function keyOf(rule: RouteRateLimit, request: FastifyRequest): string {
  if (rule.by === 'source') return `${rule.name}:src:${clientSource(request.ip)}`;
  if (rule.by === 'user') return request.user ? `${rule.name}:user:${request.user.id}` : `${rule.name}:src:${clientSource(request.ip)}`;
  return `${rule.name}:${rule.by(request)}`;
}

/**
 * One mechanism for every rate-limited route (docs/decisions/0705): a preHandler — after the
 * input is validated, before the handler does any work — takes a token from each of the route's
 * buckets in the database, or answers 429 with Retry-After in the usual error shape.
 */
export function registerRateLimits(app: FastifyInstance, buckets: TokenBuckets): void {
  app.addHook('preHandler', async (request) => {
    const rules = request.routeOptions.config.rateLimit;
    if (!rules?.length || !buckets.enabled) return;
    const result = await buckets.take(rules.map((rule) => ({ key: keyOf(rule, request), limit: rule.limit })));
    if (!result.ok) {
      const message = rules.find((r) => r.message)?.message ?? TOO_MANY_REQUESTS_MESSAGE;
      throw tooManyRequests(message, result.retryAfterSeconds);
    }
  });
}
