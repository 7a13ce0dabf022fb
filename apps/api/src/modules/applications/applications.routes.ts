import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationBoardResponse,
  applicationListQuery,
  applicationListResponse,
  applicationParams,
  applicationResponse,
  createApplicationRequest,
  errorBody,
  updateApplicationDetailsRequest,
  updateApplicationStatusRequest,
} from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { currentUser } from '../../plugins/auth.ts';
import { updateApplicationDetails } from './application-details.service.ts';
import { applicationBoard } from './applications.board.ts';
import { applicationsCsv, applicationsCsvFilename } from './applications-export.ts';
import { listApplications } from './applications.list.ts';
import { pipelineWriteLimit } from './pipeline-write-limit.ts';
import { applyToJob, getApplication, updateApplicationStatus } from './applications.service.ts';

const tags = ['candidaturas'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

export async function applicationsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.post(
    '/api/v1/applications',
    {
      ...auth,
      config: pipelineWriteLimit,
      schema: {
        tags,
        summary: 'Registra a candidatura ao clicar para a vaga (uma por usuário e vaga: 201 na primeira vez, 200 com a existente depois)',
        body: createApplicationRequest,
        response: { 200: applicationResponse, 201: applicationResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { created, application } = await applyToJob(deps.db, req.body.job_uuid, currentUser(req), deps.clock());
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
    async (req) => listApplications(deps.db, req.query, currentUser(req), deps.clock()),
  );

  app.get(
    '/api/v1/applications/board',
    {
      ...auth,
      schema: {
        tags,
        summary: "Quadro: vagas salvas sem candidatura (coluna 'Salva') e todas as candidaturas, até 500 de cada",
        response: { 200: applicationBoardResponse, ...errors },
      },
    },
    async (req) => applicationBoard(deps.db, currentUser(req), deps.clock()),
  );

  app.get(
    '/api/v1/applications/export.csv',
    {
      ...auth,
      config: { rateLimit: [{ name: 'applications-export', limit: LIMITS.exportPerUser, by: 'user' }] },
      schema: {
        tags,
        summary: 'Todas as candidaturas em CSV (UTF-8 com BOM, ";", datas dd/mm/aaaa, células que começam com = + - @ neutralizadas)',
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${applicationsCsvFilename(deps.clock())}"`)
        .send(await applicationsCsv(deps.db, currentUser(req))),
  );

  app.get(
    '/api/v1/applications/:uuid',
    { ...auth, schema: { tags, summary: 'Uma candidatura com o histórico de status', params: applicationParams, response: { 200: applicationResponse, ...errors } } },
    async (req) => ({ data: await getApplication(deps.db, req.params.uuid, currentUser(req), deps.clock()) }),
  );

  app.put(
    '/api/v1/applications/:uuid/status',
    {
      ...auth,
      config: pipelineWriteLimit,
      schema: {
        tags,
        summary: 'Muda o status da candidatura (cada mudança fica no histórico; no quadro, mover o cartão)',
        params: applicationParams,
        body: updateApplicationStatusRequest,
        response: { 200: applicationResponse, ...errors },
      },
    },
    async (req) => ({ data: await updateApplicationStatus(deps.db, req.params.uuid, req.body.status, currentUser(req), deps.clock()) }),
  );

  app.put(
    '/api/v1/applications/:uuid/details',
    {
      ...auth,
      config: pipelineWriteLimit,
      schema: {
        tags,
        summary: 'Painel da candidatura: anotações (até 5000), currículo usado, contatos e data do próximo passo (America/Sao_Paulo)',
        params: applicationParams,
        body: updateApplicationDetailsRequest,
        response: { 200: applicationResponse, ...errors },
      },
    },
    async (req) => ({ data: await updateApplicationDetails(deps.db, req.params.uuid, req.body, currentUser(req), deps.clock()) }),
  );
}
