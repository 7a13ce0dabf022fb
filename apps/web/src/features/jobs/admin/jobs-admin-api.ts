import type { jobAdminDetailResponse, jobBulkResponse, jobsAdminListResponse, jobsReviewCountResponse } from '@rumo/contract';
import { type JobAdminPatch, type JobBulkRequest, type JobsAdminListQuery } from '@rumo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

/** Query keys of the console's job moderation (decision 1402). */
export const jobsAdminKeys = {
  all: ['admin', 'jobs'] as const,
  list: (query: JobsAdminListQuery) => [...jobsAdminKeys.all, 'list', query] as const,
  reviewCount: () => [...jobsAdminKeys.all, 'review-count'] as const,
  detail: (id: string) => [...jobsAdminKeys.all, 'detail', id] as const,
};

const queryString = (query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const jobsModerationQueryOptions = (query: JobsAdminListQuery) =>
  queryOptions({
    queryKey: jobsAdminKeys.list(query),
    queryFn: ({ signal }) => apiRequest<Answer<typeof jobsAdminListResponse>>(`/admin/v1/jobs${queryString(query as Record<string, string | number | undefined>)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useJobsModeration = (query: JobsAdminListQuery) => useQuery(jobsModerationQueryOptions(query));

/** The menu badge: jobs 'Em revisão'. Refreshed every minute while the console is open. */
export function useReviewCount(): number | undefined {
  const { data } = useQuery({
    queryKey: jobsAdminKeys.reviewCount(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof jobsReviewCountResponse>>('/admin/v1/jobs/review-count', { signal })).data.pending,
    refetchInterval: 60_000,
  });
  return data;
}

export const useJobForModeration = (id: string) =>
  useQuery({
    queryKey: jobsAdminKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof jobAdminDetailResponse>>(`/admin/v1/jobs/${encodeURIComponent(id)}`, { signal })).data,
  });

/** 'Aprovar', 'Rejeitar', 'Marcar como preenchida', 'Expirar' on up to 100 jobs; every list and count is refreshed. */
export function useBulkModeration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: JobBulkRequest) => (await apiRequest<Answer<typeof jobBulkResponse>>('/admin/v1/jobs/bulk', { method: 'POST', body })).data.changed,
    onSuccess: () => client.invalidateQueries({ queryKey: jobsAdminKeys.all }),
  });
}

export function useEditJob(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: JobAdminPatch) =>
      (await apiRequest<Answer<typeof jobAdminDetailResponse>>(`/admin/v1/jobs/${encodeURIComponent(id)}`, { method: 'PATCH', body })).data,
    onSuccess: (job) => {
      client.setQueryData(jobsAdminKeys.detail(id), job);
      void client.invalidateQueries({ queryKey: [...jobsAdminKeys.all, 'list'] });
    },
  });
}
