import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCurriculumRequest,
  curriculumItemKinds,
  curriculumListResponse,
  curriculumResponse,
  errorBody,
  jsonResumeExport,
  jsonResumeImportResponse,
  NOT_JSON_RESUME_MESSAGE,
  updateCurriculumRequest,
} from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { unprocessable } from '../../lib/errors.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getProfile } from '../accounts/index.ts';
import { createCurriculum, deleteCurriculum, deleteCurriculumItem, getCurriculum, listCurricula, updateCurriculum } from './curriculum.service.ts';
import { jsonResumeFileName, toJsonResume } from './json-resume.export.ts';
import { fromJsonResume } from './json-resume.import.ts';

const tags = ['currículos'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };
// Path ids are plain strings here: the service answers 404 for a malformed one, like for an unknown one.
const idParams = z.object({ id: z.string() });
const itemParams = z.object({ id: z.string(), kind: z.enum(curriculumItemKinds), itemId: z.string() });

export async function curriculumRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.get('/api/v1/curriculum', { ...auth, schema: { tags, summary: 'Lista os currículos do usuário', response: { 200: curriculumListResponse, ...errors } } }, async (req) => ({
    data: await listCurricula(deps.db, currentUser(req).id),
  }));

  app.post(
    '/api/v1/curriculum',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Cria um currículo com formações, idiomas e experiências (máx. 20 por usuário)',
        body: createCurriculumRequest,
        response: { 201: curriculumResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await createCurriculum(deps.db, currentUser(req).id, req.body) }),
  );

  app.get('/api/v1/curriculum/:id', { ...auth, schema: { tags, summary: 'Um currículo', params: idParams, response: { 200: curriculumResponse, ...errors } } }, async (req) => ({
    data: await getCurriculum(deps.db, currentUser(req).id, req.params.id),
  }));

  app.put(
    '/api/v1/curriculum/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Atualiza um currículo; cada lista enviada substitui a atual (itens com uuid são atualizados, sem uuid inseridos, os ausentes excluídos)',
        params: idParams,
        body: updateCurriculumRequest,
        response: { 200: curriculumResponse, ...errors },
      },
    },
    async (req) => ({ data: await updateCurriculum(deps.db, currentUser(req).id, req.params.id, req.body) }),
  );

  app.delete(
    '/api/v1/curriculum/:id',
    { ...auth, schema: { tags, summary: 'Exclui um currículo', params: idParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await deleteCurriculum(deps.db, currentUser(req).id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/v1/curriculum/:id/:kind/:itemId',
    { ...auth, schema: { tags, summary: 'Exclui uma formação, um idioma ou uma experiência', params: itemParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await deleteCurriculumItem(deps.db, currentUser(req).id, req.params.id, req.params.kind, req.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/curriculum/:id/json-resume',
    { ...auth, schema: { tags, summary: 'Exporta o currículo como JSON Resume (jsonresume.org, v1.0.0)', params: idParams, response: { 200: jsonResumeExport, ...errors } } },
    async (req, reply) => {
      const user = currentUser(req);
      const cv = await getCurriculum(deps.db, user.id, req.params.id);
      const resume = toJsonResume(cv, await getProfile(deps.db, user.id));
      reply.header('content-disposition', `attachment; filename="${jsonResumeFileName(cv)}"`);
      return resume;
    },
  );

  await app.register(async (scoped) => {
    // This route's body is an uploaded file: whatever is wrong with it (even broken JSON) gets the
    // one message the user can act on, instead of the generic "invalid JSON body".
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string) as unknown);
      } catch {
        done(unprocessable(NOT_JSON_RESUME_MESSAGE, { arquivo: 'O conteúdo não é JSON.' }), undefined);
      }
    });
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/curriculum/import-json-resume',
      {
        ...auth,
        config: { rateLimit: [{ name: 'import', limit: LIMITS.importPerUser, by: 'user' }] },
        schema: { tags, summary: 'Cria um currículo a partir de um arquivo JSON Resume', body: z.unknown(), response: { 201: jsonResumeImportResponse, ...errors } },
      },
      async (req, reply) => {
        const { input, warnings } = fromJsonResume(req.body);
        const data = await createCurriculum(deps.db, currentUser(req).id, input);
        return reply.status(201).send({ data, warnings });
      },
    );
  });
}
