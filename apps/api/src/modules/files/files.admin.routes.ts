import type { Readable } from 'node:stream';
import { errorBody, fileResponse, fileUploadQuery } from '@rumo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { recordAdminRoutes, staffActor, staffOnly } from '../staff/index.ts';
import { uploadFile } from './file-upload.ts';

const tags = ['console'];

/** Uploads in the console under /api/admin/v1/files (decision 1602), capability `content:edit`. */
export async function filesAdminRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordAdminRoutes(app);
  const guard = staffOnly(deps.db, app.authenticate, 'content:edit');
  // The body is the file itself, handed to the route as the request stream (read there with its
  // size cap); only this plugin's routes see this parser. JSON and text keep Fastify's parsers
  // (and its 1 MB body limit) and are refused by type.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.post(
    '/api/admin/v1/files',
    {
      ...guard,
      config: {
        ...guard.config,
        rateLimit: [{ name: 'file-upload', limit: LIMITS.fileUploadPerUser, by: 'user', message: 'Muitos envios de arquivo seguidos. Aguarde um pouco antes de enviar outro.' }],
      },
      schema: {
        tags,
        summary:
          'Envia um arquivo (corpo = o arquivo; Content-Type = o tipo; ?name= o nome): vídeo MP4/WebM, áudio MP3/OGG/M4A, PDF ou imagem PNG/JPEG/WebP, com o tipo conferido pelo conteúdo e limite de tamanho por tipo; imagens ganham miniatura',
        querystring: fileUploadQuery,
        response: { 201: fileResponse, 401: errorBody, 403: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const length = req.headers['content-length'];
      const body = req.body && typeof (req.body as Readable).pipe === 'function' ? (req.body as Readable) : null;
      const data = await uploadFile(deps, staffActor(req), {
        name: req.query.name,
        claimedType: req.headers['content-type'],
        declaredLength: length === undefined ? undefined : Number(length),
        body,
      });
      return reply.status(201).send({ data });
    },
  );
}
