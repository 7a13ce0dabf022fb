import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer under /api/ whose route did not set its own
 * (docs/decisions/0703, ASVS 5.0 14.3.2): API answers are personal (profile, export, CVs,
 * applications…) or depend on the token sent, and the SPA keeps its own cache (TanStack Query),
 * so no browser or shared cache should keep any of them. The SPA's files are not under /api/ and
 * keep their own caching (plugins/spa.ts).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    setNoStore(request, reply);
  });
}

/** The rule itself, also called by the answers that run no hooks (frameworkErrors). */
export function setNoStore(request: FastifyRequest, reply: FastifyReply): void {
  if (!reply.hasHeader('cache-control') && isApiPath(request.url)) reply.header('cache-control', 'no-store');
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
