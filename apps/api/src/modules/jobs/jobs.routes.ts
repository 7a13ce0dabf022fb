import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, forYouResponse, jobDetailResponse, jobMatchResponse, jobsListQuery, jobsListResponse, jobUuidParam } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { workSlot } from '../../lib/work-slot.ts';
import { workContext } from '../../plugins/client-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { loadMatchProfile } from '../match/index.ts';
import { getJobMatch, jobsForYou } from './job-match.service.ts';
import { getJob, listJobs } from './jobs.service.ts';

const tags = ['vagas'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

export async function jobsRoutes(fastify: FastifyInstance, { db, clock, searchWork }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v1/jobs',
    {
      ...auth,
      // A search nobody cached costs real database work: bounded per user (docs/decisions/0705).
      config: { rateLimit: [{ name: 'search', limit: LIMITS.searchPerUser, by: 'user' }] },
      schema: {
        tags,
        summary: 'Busca de vagas (texto em português, filtros, opções de filtro com contagens)',
        querystring: jobsListQuery,
        // 503: the search queue's wait ran out (decision 1808).
        response: { 200: jobsListResponse, ...errors, 503: errorBody },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      // Searches that miss the caches take turns, per person (decision 1808); a cached one never waits.
      const slot = workSlot(searchWork, () => ({ source: `user:${user.id}`, signal: workContext(req, reply).signal }));
      try {
        const text = await listJobs(db, req.query, await loadMatchProfile(db, user.id, clock()), slot);
        // Already checked against the response schema and written as JSON (decision 1811): a text with
        // this type is sent as it is, not serialized again.
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
      } finally {
        slot.release();
      }
    },
  );

  app.get(
    '/api/v1/jobs/:uuid',
    { ...auth, schema: { tags, summary: 'Detalhe de uma vaga (também expirada)', params: jobUuidParam, response: { 200: jobDetailResponse, ...errors } } },
    async (req) => ({ data: await getJob(db, req.params.uuid) }),
  );

  // Compatibility with the user's CV (docs/decisions/1704): per user, never cached, bounded per user.
  const matchLimit = { rateLimit: [{ name: 'match', limit: LIMITS.matchPerUser, by: 'user' as const }] };

  app.get(
    '/api/v1/jobs/for-you',
    {
      ...auth,
      config: matchLimit,
      schema: { tags, summary: 'Vagas para você: vagas recentes mais compatíveis com o currículo', response: { 200: forYouResponse, ...errors } },
    },
    async (req) => jobsForYou(db, await loadMatchProfile(db, currentUser(req).id, clock())),
  );

  app.get(
    '/api/v1/jobs/:uuid/match',
    {
      ...auth,
      config: matchLimit,
      schema: {
        tags,
        summary: 'Compatibilidade da vaga com o currículo, fator a fator, com os cursos que ensinam as habilidades que faltam',
        params: jobUuidParam,
        response: { 200: jobMatchResponse, ...errors },
      },
    },
    async (req) => ({ data: await getJobMatch(db, req.params.uuid, await loadMatchProfile(db, currentUser(req).id, clock())) }),
  );
}
