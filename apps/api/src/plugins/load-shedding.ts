import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { LoadShedding } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import type { AppMetrics } from '../lib/metrics/app-metrics.ts';

export const OVERLOADED_MESSAGE = 'O servidor está sobrecarregado no momento. Tente novamente em instantes.';
const RETRY_AFTER_SECONDS = 10;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler: `exemptFromShedding` lets the route through. */
    pressureHandler?: () => void;
  }
}

/** Route config of what must answer under pressure: liveness and the metrics (docs/decisions/0707). */
export const exemptFromShedding = { pressureHandler: () => undefined };

/**
 * Load shedding (docs/decisions/0707): while the event loop's delay, the heap or the RSS is past
 * its limit (sampled every `sampleIntervalMs`), every other request is answered 503 in the usual
 * error shape with Retry-After, before any work (no session lookup, no query). Registered after
 * the request id and security headers, so refusals carry them.
 */
export async function registerLoadShedding(app: FastifyInstance, shed: LoadShedding, metrics: AppMetrics): Promise<void> {
  if (shed.maxEventLoopDelayMs === 0 && shed.maxHeapUsedBytes === 0 && shed.maxRssBytes === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: shed.maxEventLoopDelayMs,
    maxHeapUsedBytes: shed.maxHeapUsedBytes,
    maxRssBytes: shed.maxRssBytes,
    sampleInterval: shed.sampleIntervalMs,
    // No log line of its own: Fastify's "request completed" line already shows the 503, and an
    // overloaded server should not write more.
    pressureHandler: async (_request, _reply, type) => {
      metrics.requestShed(type);
      throw new AppError(503, OVERLOADED_MESSAGE, undefined, RETRY_AFTER_SECONDS);
    },
  });
}
