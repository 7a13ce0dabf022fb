import type { sourceItem } from '@rumo/contract';
import { type sourceDetailResponse, type sourcesListResponse, type sourceSyncResponse, type SourceCreateRequest, type SourceDetail, type SourcePatchRequest } from '@rumo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

/**
 * The answer of a create or a change: the contract names no schema for it, so the source is read as
 * a `sourceItem` — a detail (with its runs) is one too (decision 1504).
 */
type SourceWriteResponse = { data: Answer<typeof sourceItem> };

/** Query keys of the console's 'Fontes' (decision 1504); the Painel's runs live under ['admin', 'overview']. */
export const sourcesAdminKeys = {
  all: ['admin', 'sources'] as const,
  list: () => [...sourcesAdminKeys.all, 'list'] as const,
  detail: (id: string) => [...sourcesAdminKeys.all, 'detail', id] as const,
};

const sourcePath = (id: string) => `/admin/v1/sources/${encodeURIComponent(id)}`;

export const useSources = () =>
  useQuery({
    queryKey: sourcesAdminKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof sourcesListResponse>>('/admin/v1/sources', { signal })).data,
  });

/**
 * One source with its last 20 runs. `pollMs` refetches it while a sync is awaited (the screen
 * decides when, see `awaitingSync`); false stops.
 */
export const useSource = (id: string, pollMs: (source: SourceDetail | undefined) => number | false = () => false) =>
  useQuery({
    queryKey: sourcesAdminKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof sourceDetailResponse>>(sourcePath(id), { signal })).data,
    refetchInterval: (query) => pollMs(query.state.data),
  });

/** What changed a source changes the list and the Painel's last runs too. */
function useRefreshSources() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: sourcesAdminKeys.all }), client.invalidateQueries({ queryKey: ['admin', 'overview'] })]);
}

export function useCreateSource() {
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: async (body: SourceCreateRequest) => (await apiRequest<SourceWriteResponse>('/admin/v1/sources', { method: 'POST', body })).data,
    onSuccess: () => refresh(),
  });
}

export function usePatchSource(id: string) {
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: async (body: SourcePatchRequest) => (await apiRequest<SourceWriteResponse>(sourcePath(id), { method: 'PATCH', body })).data,
    onSuccess: () => refresh(),
  });
}

/** 'Sincronizar agora': 202, the scheduler takes the source at once, or the answer says it waits for the sync in progress; the screen then polls its runs. */
export function useSyncSource(id: string) {
  const refresh = useRefreshSources();
  return useMutation({
    mutationFn: async () => (await apiRequest<Answer<typeof sourceSyncResponse>>(`${sourcePath(id)}/sync`, { method: 'POST' })).data,
    onSuccess: () => refresh(),
  });
}

export function useRemoveSource(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(sourcePath(id), { method: 'DELETE' }),
    onSuccess: () => {
      client.removeQueries({ queryKey: sourcesAdminKeys.detail(id) });
      return Promise.all([client.invalidateQueries({ queryKey: sourcesAdminKeys.list() }), client.invalidateQueries({ queryKey: ['admin', 'overview'] })]);
    },
  });
}
