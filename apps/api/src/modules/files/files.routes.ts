import { errorBody, fileServeParams, fileServeQuery } from '@rumo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { filesAdminRoutes } from './files.admin.routes.ts';
import { fileAnswerHeaders } from './file-answer-headers.ts';
import { serveFile } from './file-serving.ts';

/** Uploaded files: served at /files/:id/:name (public, decision 1602), uploaded in the console. */
export async function filesRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/files/:id/:name?',
    {
      // Media are already compressed, and a compressed range would not be the bytes asked for.
      compress: false,
      // Uploaded files never run as the app: every answer is sandboxed (file-answer-headers.ts).
      onRequest: fileAnswerHeaders,
      schema: {
        tags: ['arquivos'],
        summary:
          'Um arquivo enviado, em sandbox (CSP): Range (206/416), ETag (304), cache imutável; imagens, vídeos e áudios em linha, PDFs como anexo, exceto com ?inline=1 (o quadro de PDF do player); ?download=1 para baixar, ?variant=thumbnail para a miniatura de uma imagem',
        params: fileServeParams,
        querystring: fileServeQuery,
        response: { 404: errorBody, 416: errorBody },
      },
    },
    async (req, reply) => serveFile(deps, req, reply, req.params.id, req.query),
  );
  await app.register(filesAdminRoutes, deps);
}
