import type {
  adminPlanOptionsResponse,
  adminSessionsRevokedResponse,
  adminUserDetailResponse,
  adminUserListResponse,
  adminUserPlanResponse,
  userRolesResponse,
} from '@rumo/contract';
import { type AdminUserListQuery, type StaffRole } from '@rumo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export type UserListParams = Partial<AdminUserListQuery> & { page: number };

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (params: UserListParams) => [...adminUserKeys.all, 'list', params] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
  planOptions: () => ['admin', 'plan-options'] as const,
};

const queryString = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const useAdminUsers = (params: UserListParams) =>
  useQuery(
    queryOptions({
      queryKey: adminUserKeys.list(params),
      queryFn: async ({ signal }) => apiRequest<Answer<typeof adminUserListResponse>>(`/admin/v1/users${queryString(params)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  );

export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof adminUserDetailResponse>>(`/admin/v1/users/${id}`, { signal })).data,
  });

export const usePlanOptions = (enabled: boolean) =>
  useQuery({
    queryKey: adminUserKeys.planOptions(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof adminPlanOptionsResponse>>('/admin/v1/plan-options', { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });

function useUserMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.all }) });
}

export const useChangeUserPlan = (id: string) =>
  useUserMutation(async (plan: string | null) => (await apiRequest<Answer<typeof adminUserPlanResponse>>(`/admin/v1/users/${id}/plan`, { method: 'PUT', body: { plan } })).data);

export const useRevokeUserSessions = (id: string) =>
  useUserMutation(async () => (await apiRequest<Answer<typeof adminSessionsRevokedResponse>>(`/admin/v1/users/${id}/sessions/revoke`, { method: 'POST' })).data);

export const useChangeUserRole = (id: string) =>
  useUserMutation(
    async ({ role, grant }: { role: StaffRole; grant: boolean }) =>
      (await apiRequest<Answer<typeof userRolesResponse>>(`/admin/v1/users/${id}/roles/${role}`, { method: grant ? 'PUT' : 'DELETE' })).data,
  );
