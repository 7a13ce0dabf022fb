import type { applicationBoardResponse, applicationListResponse, applicationResponse } from '@rumo/contract';
import { type Application, type ApplicationListQuery, type ApplicationStatus, type SavedJobListQuery, type UpdateApplicationDetailsRequest } from '@rumo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { downloadFromApi } from '../../../lib/download-file.ts';
import { queryString } from '../../../lib/query-string.ts';

/** Query keys of this feature; mutations invalidate through the same factory. */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (query: ApplicationListQuery) => [...applicationKeys.lists(), query] as const,
  board: () => [...applicationKeys.all, 'board'] as const,
};

/** 'Vagas salvas' (decision 1702): applying changes them too (a saved job leaves the 'Salva' column). */
export const savedJobKeys = {
  all: ['saved-jobs'] as const,
  ids: () => [...savedJobKeys.all, 'ids'] as const,
  list: (query: SavedJobListQuery) => [...savedJobKeys.all, 'list', query] as const,
};

export const applicationsQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => apiRequest<Answer<typeof applicationListResponse>>(`/v1/applications${queryString(query)}`, { signal }),
  });

/** A page of the user's applications; the previous page stays on screen while the next one loads. */
export const useApplications = (query: ApplicationListQuery) => useQuery({ ...applicationsQueryOptions(query), placeholderData: keepPreviousData });

/** Dashboard: the latest 3. */
export const recentApplicationsQueryOptions = () => applicationsQueryOptions({ per_page: 3, sort: 'created_at', direction: 'desc' });

export const useRecentApplications = () => useQuery(recentApplicationsQueryOptions());

/** The user's application to one job, or null when they have not applied yet. */
export function useApplicationForJob(jobUuid: string | undefined) {
  return useQuery({
    ...applicationsQueryOptions({ job_uuid: jobUuid, per_page: 1 }),
    enabled: Boolean(jobUuid),
    select: (answer): Application | null => answer.data[0] ?? null,
  });
}

/** Clicking through to a job records the application once (the API answers the existing one on repeat clicks). */
export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobUuid: string) => (await apiRequest<Answer<typeof applicationResponse>>('/v1/applications', { method: 'POST', body: { job_uuid: jobUuid } })).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: applicationKeys.all }), queryClient.invalidateQueries({ queryKey: savedJobKeys.all })]),
  });
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, status }: { uuid: string; status: ApplicationStatus }) =>
      (await apiRequest<Answer<typeof applicationResponse>>(`/v1/applications/${encodeURIComponent(uuid)}/status`, { method: 'PUT', body: { status } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

/** The board (decision 1702): the 'Salva' column and every application. */
export const useApplicationBoard = () =>
  useQuery({
    queryKey: applicationKeys.board(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof applicationBoardResponse>>('/v1/applications/board', { signal })).data,
  });

/** The card's panel: notes, CV, contacts, next step, saved as a whole. */
export function useUpdateApplicationDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, details }: { uuid: string; details: UpdateApplicationDetailsRequest }) =>
      (await apiRequest<Answer<typeof applicationResponse>>(`/v1/applications/${encodeURIComponent(uuid)}/details`, { method: 'PUT', body: details })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

/** 'Exportar CSV': every application, downloaded with the bearer token. */
export const downloadApplicationsCsv = (): Promise<string> => downloadFromApi('/v1/applications/export.csv', 'candidaturas.csv');
