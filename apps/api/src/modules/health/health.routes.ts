import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance, { db, database }: AppDeps): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['sistema'], summary: 'Verifica o servidor e o banco de dados', response: { 200: healthResponse, 503: healthResponse } } },
      async (_request, reply) => {
        try {
          await db.execute(sql`SELECT 1`);
          return { status: 'ok' as const, database: database.kind };
        } catch {
          return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
        }
      },
    );
}
