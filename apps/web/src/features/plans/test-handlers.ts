import type { Plan, PlanFeature, SubscribesIntentRequest } from '@rumo/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';

export const planFeaturesFixture: PlanFeature[] = [
  { key: 'job_search', label: 'Busca de vagas', description: 'Vagas de todo o Brasil.' },
  { key: 'journey', label: 'Jornada de aprendizagem', description: 'Etapas e cursos.' },
  { key: 'mentorship', label: 'Mentoria', description: 'Sessões mensais.' },
];

const flags = (journey: boolean, mentorship: boolean) => [
  { key: 'job_search', enabled: true },
  { key: 'journey', enabled: journey },
  { key: 'mentorship', enabled: mentorship },
];

/** In the order the API sends (the console's order, docs/decisions/1601), which the screen keeps. */
export const plansFixture: Plan[] = [
  { uuid: 'b1b1b1b1-0000-4000-8000-000000000001', id: 1, name: 'Gratuito', price: 0, is_highlighter: false, is_current: true, features: flags(false, false) },
  { uuid: 'b1b1b1b1-0000-4000-8000-000000000002', id: 2, name: 'Profissional', price: 29.9, is_highlighter: true, is_current: false, features: flags(true, false) },
  { uuid: 'b1b1b1b1-0000-4000-8000-000000000003', id: 3, name: 'Premium', price: 59.9, is_highlighter: false, is_current: false, features: flags(true, true) },
];

/** Intents received by the fake API, for assertions. */
export const sentIntents: SubscribesIntentRequest[] = [];

export const handlers: RequestHandler[] = [
  http.get('*/api/v1/plans', () => HttpResponse.json({ data: plansFixture })),
  http.get('*/api/v1/plans/features', () => HttpResponse.json({ data: planFeaturesFixture })),
  http.post('*/api/v1/subscriptions/subscribes-intent', async ({ request }) => {
    const body = (await request.json()) as SubscribesIntentRequest;
    sentIntents.push(body);
    const plan = plansFixture.find((p) => p.uuid === body.plan_id);
    return HttpResponse.json({ data: { user_id: body.user_id, plan_id: plan?.id ?? 0, plan_uuid: String(body.plan_id), created_at: '2026-11-21T12:00:00.000Z' } }, { status: 201 });
  }),
];
