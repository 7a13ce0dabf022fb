import type { forYouResponse, jobMatchResponse, matchSettingsResponse, MatchSettingsRequest } from '@rumo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

/** Query keys of this feature (docs/decisions/1704). */
export const matchKeys = {
  all: ['match'] as const,
  job: (uuid: string) => [...matchKeys.all, 'job', uuid] as const,
  forYou: () => [...matchKeys.all, 'for-you'] as const,
  settings: () => [...matchKeys.all, 'settings'] as const,
};

export const jobMatchQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: matchKeys.job(uuid),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof jobMatchResponse>>(`/v1/jobs/${encodeURIComponent(uuid)}/match`, { signal })).data,
  });

/** The job's breakdown; the job page asks for it beside the job, not after it. */
export const useJobMatch = (uuid: string) => useQuery(jobMatchQueryOptions(uuid));

/** 'Vagas para você' (dashboard). */
export const jobsForYouQueryOptions = () =>
  queryOptions({ queryKey: matchKeys.forYou(), queryFn: ({ signal }) => apiRequest<Answer<typeof forYouResponse>>('/v1/jobs/for-you', { signal }) });

export const useJobsForYou = () => useQuery(jobsForYouQueryOptions());

export const useMatchSettings = () =>
  useQuery({ queryKey: matchKeys.settings(), queryFn: async ({ signal }) => (await apiRequest<Answer<typeof matchSettingsResponse>>('/v1/match/settings', { signal })).data });

/**
 * Saves the switch and the chosen CV. Every score of this feature is then stale; `onSaved` lets the
 * screen refresh other features' queries that carry scores (the jobs list), which this feature cannot name.
 */
export function useSaveMatchSettings(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MatchSettingsRequest) => (await apiRequest<Answer<typeof matchSettingsResponse>>('/v1/match/settings', { method: 'PUT', body })).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(matchKeys.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: matchKeys.all, predicate: (query) => query.queryKey[1] !== 'settings' });
      onSaved?.();
    },
  });
}
