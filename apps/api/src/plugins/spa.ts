import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA. Unknown non-API GET paths get index.html (history fallback);
 * unknown /api paths get the JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasSpa = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br/.gz next to each text asset (apps/web/precompress.ts): sent as they are.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && hasSpa;
    if (isPage && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Recurso não encontrado.' });
  });
}
