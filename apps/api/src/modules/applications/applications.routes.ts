import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationListQuery,
  applicationListResponse,
  applicationParams,
  applicationResponse,
  createApplicationRequest,
  errorBody,
  updateApplicationStatusRequest,
} from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listApplications } from './applications.list.ts';
import { applyToJob, getApplication, updateApplicationStatus } from './applications.service.ts';

const tags = ['candidaturas'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody };

export async function applicationsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.post(
    '/api/v1/applications',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Registra a candidatura ao clicar para a vaga (uma por usuário e vaga: 201 na primeira vez, 200 com a existente depois)',
        body: createApplicationRequest,
        response: { 200: applicationResponse, 201: applicationResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { created, application } = await applyToJob(deps.db, req.body.job_uuid, currentUser(req));
      return reply.status(created ? 201 : 200).send({ data: application });
    },
  );

  app.get(
    '/api/v1/applications',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Minhas candidaturas: busca, status, período, ordenação e páginas',
        querystring: applicationListQuery,
        response: { 200: applicationListResponse, ...errors },
      },
    },
    async (req) => listApplications(deps.db, req.query, currentUser(req)),
  );

  app.get(
    '/api/v1/applications/:uuid',
    { ...auth, schema: { tags, summary: 'Uma candidatura com o histórico de status', params: applicationParams, response: { 200: applicationResponse, ...errors } } },
    async (req) => ({ data: await getApplication(deps.db, req.params.uuid, currentUser(req)) }),
  );

  app.put(
    '/api/v1/applications/:uuid/status',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Muda o status da candidatura (cada mudança fica no histórico)',
        params: applicationParams,
        body: updateApplicationStatusRequest,
        response: { 200: applicationResponse, ...errors },
      },
    },
    async (req) => ({ data: await updateApplicationStatus(deps.db, req.params.uuid, req.body.status, currentUser(req)) }),
  );
}
