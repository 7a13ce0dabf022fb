import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { exemptFromShedding } from '../../plugins/load-shedding.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  /** Why not ready: the database does not answer, or the server is shutting down. */
  reason: z.enum(['database', 'draining']).optional(),
});
const liveResponse = z.object({ status: z.literal('ok') });
/** The load shedding's refusal (the one error shape) is a 503 of readiness too. */
const overloaded = z.object({ message: z.string() });

/**
 * Liveness and readiness (docs/decisions/0707). `/api/health/live`: the process answers (never
 * shed, never touches the database). `/api/health`: ready for traffic — the database answers and
 * the server is not draining after SIGTERM; else 503, so a load balancer stops sending requests.
 */
export async function healthRoutes(app: FastifyInstance, { db, database, lifecycle }: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Prontidão: banco de dados respondendo e servidor não encerrando',
        security: [],
        response: { 200: healthResponse, 503: z.union([healthResponse, overloaded]) },
      },
    },
    async (_request, reply) => {
      if (lifecycle.draining) return reply.status(503).send({ status: 'unavailable' as const, database: database.kind, reason: 'draining' as const });
      try {
        await db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, database: database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: database.kind, reason: 'database' as const });
      }
    },
  );
  routes.get(
    '/api/health/live',
    {
      config: exemptFromShedding,
      schema: { tags: ['sistema'], summary: 'Vivacidade: o processo responde (sem consultar o banco)', security: [], response: { 200: liveResponse } },
    },
    async () => ({ status: 'ok' as const }),
  );
}
