import type { planFeaturesResponse, plansResponse, subscribesIntentResponse, SubscribesIntentRequest } from '@rumo/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export const planKeys = {
  all: ['plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
  features: () => [...planKeys.all, 'features'] as const,
};

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof plansResponse>>('/v1/plans', { signal })).data,
  });

export const planFeaturesQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.features(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof planFeaturesResponse>>('/v1/plans/features', { signal })).data,
  });

export const usePlans = () => useQuery(plansQueryOptions());
export const usePlanFeatures = () => useQuery(planFeaturesQueryOptions());

/** 'Começar agora': records the interest (once per user and plan; a repeat answers the same record). */
export function useSubscribeIntent() {
  return useMutation({
    mutationFn: async (body: SubscribesIntentRequest) =>
      (await apiRequest<Answer<typeof subscribesIntentResponse>>('/v1/subscriptions/subscribes-intent', { method: 'POST', body })).data,
    // Spec section 8: subscribe errors are only logged.
    onError: (error) => console.error('Não foi possível registrar o interesse no plano.', error),
  });
}
