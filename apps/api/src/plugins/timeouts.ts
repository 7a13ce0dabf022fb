import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { HttpTimeouts } from '../config.ts';

type TimeoutOptions = Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout' | 'http'>;

/**
 * Fastify constructor options that bound slow and idle clients (docs/decisions/0703). Fastify's
 * defaults set no request time limit (`requestTimeout` 0) and no socket idle limit
 * (`connectionTimeout` 0), so a request whose body never ended held its socket forever.
 * A request timeout answers 408 through `clientErrorHandler` (error-handler.ts).
 */
export function timeoutOptions(t: HttpTimeouts): TimeoutOptions {
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: t.connectionMs,
    // Passed by Fastify to http.createServer: these can only be set there.
    http: {
      headersTimeout: t.headersMs,
      requestTimeout: t.requestMs,
      // Node checks the two deadlines on a timer (every 30 s by default), so a deadline could be
      // overrun by 30 s; checking at a quarter of the shorter one keeps the overrun small.
      connectionsCheckingInterval: Math.max(50, Math.floor(Math.min(t.headersMs, t.requestMs) / 4)),
    },
  };
}
