import { adminPlanResponse, adminPlansResponse, type PlanCreateRequest, type PlanMoveRequest, type PlanUpdateRequest } from '@rumo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { planKeys } from '../api/plans-api.ts';

export const adminPlanKeys = { all: ['admin', 'plans'] as const };

export const adminPlansQueryOptions = () =>
  queryOptions({
    queryKey: adminPlanKeys.all,
    queryFn: async ({ signal }) => (await apiRequest('/admin/v1/plans', { schema: adminPlansResponse, signal })).data,
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
    mutationFn: async (body: PlanCreateRequest) => (await apiRequest('/admin/v1/plans', { method: 'POST', body, schema: adminPlanResponse })).data,
    onSuccess: invalidate,
  });
}

export function useUpdatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: PlanUpdateRequest }) =>
      (await apiRequest(`/admin/v1/plans/${id}`, { method: 'PATCH', body, schema: adminPlanResponse })).data,
    onSuccess: invalidate,
  });
}

const movedResponse = z.object({ data: adminPlansResponse.shape.data.shape.plans });

export function useMovePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async ({ id, direction }: { id: number } & PlanMoveRequest) =>
      (await apiRequest(`/admin/v1/plans/${id}/move`, { method: 'POST', body: { direction }, schema: movedResponse })).data,
    onSuccess: invalidate,
  });
}
