import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, planFeaturesResponse, plansResponse, subscribesIntentRequest, subscribesIntentResponse } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listPlanFeatures, listPlans, recordSubscriptionIntent } from './plans.service.ts';

const tags = ['planos'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export async function plansRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v1/plans',
    { ...auth, schema: { tags, summary: 'Planos por preço crescente, com os recursos de cada um', response: { 200: plansResponse, ...errors } } },
    async (req) => ({
      data: await listPlans(db, currentUser(req)),
    }),
  );

  app.get(
    '/api/v1/plans/features',
    { ...auth, schema: { tags, summary: 'Recursos dos planos (rótulo e descrição)', response: { 200: planFeaturesResponse, ...errors } } },
    async () => ({
      data: await listPlanFeatures(db),
    }),
  );

  app.post(
    '/api/v1/subscriptions/subscribes-intent',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Registra o interesse do usuário em um plano acima do seu (uma vez por usuário e plano; 409 para o plano atual ou inferior)',
        body: subscribesIntentRequest,
        response: { 200: subscribesIntentResponse, 201: subscribesIntentResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { intent, created } = await recordSubscriptionIntent(db, req.body, currentUser(req));
      return reply.status(created ? 201 : 200).send({ data: intent });
    },
  );
}
