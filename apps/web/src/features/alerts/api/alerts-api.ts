import type { jobAlertListResponse, jobAlertResponse, jobsListResponse, jobTypesResponse, JobAlert } from '@rumo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { fetchPositions, readCachedPositions } from '../../../lib/job-positions.ts';
import type { AlertPayload } from '../lib/alert-form.ts';

/** Query keys of this feature; mutations invalidate through the same factory. */
export const alertKeys = {
  all: ['job-alerts'] as const,
  list: () => [...alertKeys.all, 'list'] as const,
  positions: () => [...alertKeys.all, 'positions'] as const,
  types: () => [...alertKeys.all, 'types'] as const,
};

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof jobAlertListResponse>>('/v1/job-alerts', { signal })).data,
  });

export const useAlerts = () => useQuery(alertsQueryOptions());

/**
 * Positions (spec: cached in browser storage under `job-positions`): the stored copy shows at once
 * and is refreshed once per session in the background.
 */
export function usePositions(enabled = true) {
  const cached = readCachedPositions();
  return useQuery({
    queryKey: alertKeys.positions(),
    queryFn: ({ signal }) => fetchPositions(signal),
    initialData: cached,
    initialDataUpdatedAt: cached ? 0 : undefined,
    staleTime: Infinity,
    enabled,
  });
}

export const useJobTypes = (enabled = true) =>
  useQuery({
    queryKey: alertKeys.types(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof jobTypesResponse>>('/v1/job-alerts/types', { signal })).data,
    staleTime: Infinity,
    enabled,
  });

export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: AlertPayload }): Promise<JobAlert> => {
      const path = id === null ? '/v1/job-alerts' : `/v1/job-alerts/${id}`;
      return (await apiRequest<Answer<typeof jobAlertResponse>>(path, { method: id === null ? 'POST' : 'PUT', body })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.list() }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/v1/job-alerts/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<JobAlert[]>(alertKeys.list(), (list) => list?.filter((a) => a.id !== id));
      return queryClient.invalidateQueries({ queryKey: alertKeys.list() });
    },
  });
}

/** Cities that have jobs in a state (from the jobs list's filter options), to suggest in the city field. */
export const useCitySuggestions = (state: string) =>
  useQuery({
    queryKey: [...alertKeys.all, 'cities', state] as const,
    queryFn: async ({ signal }) => {
      const { filters } = await apiRequest<Answer<typeof jobsListResponse>>(`/v1/jobs?state=${encodeURIComponent(state)}`, { signal });
      return filters.cities.map((c) => c.value);
    },
    enabled: state.length === 2,
    staleTime: 5 * 60_000,
    retry: false,
  });
