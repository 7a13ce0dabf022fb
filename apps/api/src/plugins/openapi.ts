import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/openapi.json and a docs page at /api/docs, built from the route schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Rumo API', description: 'API do Rumo: vagas, candidaturas, jornada, currículos, alertas e destaques.', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // GET /api/metrics: the operator's METRICS_TOKEN, not a user session (docs/decisions/0707).
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN do servidor' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // ASVS 5.0 3.4.3 asks base-uri 'none' on every answer, the docs page included.
    transformStaticCSP: (header) => header.replace("base-uri 'self'", "base-uri 'none'"),
    uiConfig: { docExpansion: 'list' },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
