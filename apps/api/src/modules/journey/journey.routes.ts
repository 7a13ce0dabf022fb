import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentResponse, courseResponse, errorBody, nextContentResponse, previewResponse, stepsResponse, verifyRequest, verifyResponse } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { nextContent, verifyQuiz } from './journey-next.service.ts';
import { previewModule } from './journey-preview.service.ts';
import { getContent, getCourse, listSteps } from './journey.service.ts';

const tags = ['jornada'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
// Ids stay plain strings here: a malformed id is a 404 (spec: course 404), checked by the services.
const courseParams = z.object({ courseId: z.string() });
const contentParams = z.object({ courseId: z.string(), contentId: z.string() });

export async function journeyRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v1/steps',
    { ...auth, schema: { tags, summary: 'Etapas da jornada com cursos e progresso (403: plano sem a jornada)', response: { 200: stepsResponse, ...errors } } },
    async (req) => ({
      data: await listSteps(db, currentUser(req).id),
    }),
  );

  app.get(
    '/api/v1/steps/modules/:courseId/preview',
    { ...auth, schema: { tags, summary: 'Pré-visualização de um módulo (curso), sem progresso', params: courseParams, response: { 200: previewResponse, ...errors } } },
    async (req) => ({ data: await previewModule(db, req.params.courseId) }),
  );

  app.get(
    '/api/v1/steps/:courseId',
    { ...auth, schema: { tags, summary: 'Curso com temas, tópicos e conteúdos (403 enquanto bloqueado)', params: courseParams, response: { 200: courseResponse, ...errors } } },
    async (req) => ({ data: await getCourse(db, currentUser(req).id, req.params.courseId) }),
  );

  app.get(
    '/api/v1/steps/:courseId/contents/:contentId',
    { ...auth, schema: { tags, summary: 'Um conteúdo liberado, com o corpo ou as perguntas do quiz', params: contentParams, response: { 200: contentResponse, ...errors } } },
    async (req) => ({ data: await getContent(db, currentUser(req).id, req.params.courseId, req.params.contentId) }),
  );

  app.get(
    '/api/v1/steps/:courseId/contents/:contentId/next-content',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Conclui o conteúdo e libera o próximo (204 no fim do curso)',
        params: contentParams,
        response: { 200: nextContentResponse, 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const next = await nextContent(db, currentUser(req).id, req.params.courseId, req.params.contentId);
      if (!next) return reply.status(204).send(null);
      return { data: next };
    },
  );

  app.put(
    '/api/v1/steps/:courseId/contents/:contentId/verify',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Corrige as respostas do quiz (nota mínima do quiz, 70% por padrão), com o feedback da alternativa escolhida',
        params: contentParams,
        body: verifyRequest,
        response: { 200: verifyResponse, ...errors },
      },
    },
    async (req) => verifyQuiz(db, currentUser(req).id, req.params.courseId, req.params.contentId, req.body),
  );
}
