import type { adminPlansResponse } from '@rumo/contract';
import { type adminPlanResponse, type PlanCreateRequest, type PlanMoveRequest, type PlanUpdateRequest } from '@rumo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { planKeys } from '../api/plans-api.ts';

export const adminPlanKeys = { all: ['admin', 'plans'] as const };

export const adminPlansQueryOptions = () =>
  queryOptions({
    queryKey: adminPlanKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof adminPlansResponse>>('/admin/v1/plans', { signal })).data,
  });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());

/** After a write the console list and the seeker's own plans screen (same tab) read again. */
function useInvalidatePlans() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: adminPlanKeys.all }), client.invalidateQueries({ queryKey: planKeys.all })]);
}

export function useCreatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async (body: PlanCreateRequest) => (await apiRequest<Answer<typeof adminPlanResponse>>('/admin/v1/plans', { method: 'POST', body })).data,
    onSuccess: invalidate,
  });
}

export function useUpdatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: PlanUpdateRequest }) =>
      (await apiRequest<Answer<typeof adminPlanResponse>>(`/admin/v1/plans/${id}`, { method: 'PATCH', body })).data,
    onSuccess: invalidate,
  });
}

type MovedResponse = { data: Answer<typeof adminPlansResponse>['data']['plans'] };

export function useMovePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async ({ id, direction }: { id: number } & PlanMoveRequest) =>
      (await apiRequest<MovedResponse>(`/admin/v1/plans/${id}/move`, { method: 'POST', body: { direction } })).data,
    onSuccess: invalidate,
  });
}
