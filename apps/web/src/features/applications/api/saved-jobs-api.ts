import type { savedJobIdsResponse, savedJobListResponse, savedJobResponse, SavedJobListQuery } from '@rumo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { applicationKeys, savedJobKeys } from './applications-api.ts';

export const savedJobIdsQueryOptions = () =>
  queryOptions({
    queryKey: savedJobKeys.ids(),
    queryFn: async ({ signal }) => new Set((await apiRequest<Answer<typeof savedJobIdsResponse>>('/v1/saved-jobs/ids', { signal })).data),
  });

/** The ids of every saved job, as a Set: the hearts of a page of cards. */
export const useSavedJobIds = () => useQuery(savedJobIdsQueryOptions());

export const useSavedJobs = (query: SavedJobListQuery) =>
  useQuery({
    queryKey: savedJobKeys.list(query),
    queryFn: ({ signal }) => apiRequest<Answer<typeof savedJobListResponse>>(`/v1/saved-jobs${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The heart: PUT saves, DELETE removes; the heart shows the new state once the server answered. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobUuid, save }: { jobUuid: string; save: boolean }) => {
      const path = `/v1/saved-jobs/${encodeURIComponent(jobUuid)}`;
      if (save) await apiRequest<Answer<typeof savedJobResponse>>(path, { method: 'PUT' });
      else await apiRequest(path, { method: 'DELETE' });
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: savedJobKeys.all }), queryClient.invalidateQueries({ queryKey: applicationKeys.board() })]),
  });
}
