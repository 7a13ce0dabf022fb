import type { highlightAdminResponse, highlightsAdminListResponse } from '@rumo/contract';
import { type HighlightAdmin, type HighlightCreateRequest, type HighlightPatchRequest, type HighlightsAdminListQuery } from '@rumo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { highlightKeys } from '../api/highlights-api.ts';

/** Query keys of the console's 'Destaques' (decision 1606). */
export const highlightsAdminKeys = {
  all: ['admin', 'highlights'] as const,
  list: (query: HighlightsAdminListQuery) => [...highlightsAdminKeys.all, 'list', query] as const,
  detail: (id: string) => [...highlightsAdminKeys.all, 'detail', id] as const,
};

export const useAdminHighlights = (query: HighlightsAdminListQuery) =>
  useQuery({
    queryKey: highlightsAdminKeys.list(query),
    queryFn: ({ signal }) => apiRequest<Answer<typeof highlightsAdminListResponse>>(`/admin/v1/highlights${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminHighlight = (id: string, enabled = true) =>
  useQuery({
    queryKey: highlightsAdminKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof highlightAdminResponse>>(`/admin/v1/highlights/${encodeURIComponent(id)}`, { signal })).data,
    enabled,
  });

/** After a write: the record as the server answered it, the console's lists and the learner's side (same tab) read again. */
function useSaved() {
  const client = useQueryClient();
  return (highlight: HighlightAdmin | undefined, id?: string) => {
    if (highlight) client.setQueryData(highlightsAdminKeys.detail(highlight.id), highlight);
    if (id) client.removeQueries({ queryKey: highlightsAdminKeys.detail(id) });
    void client.invalidateQueries({ queryKey: [...highlightsAdminKeys.all, 'list'] });
    void client.invalidateQueries({ queryKey: highlightKeys.all });
  };
}

export function useCreateHighlight() {
  const saved = useSaved();
  return useMutation({
    mutationFn: async (body: HighlightCreateRequest) => (await apiRequest<Answer<typeof highlightAdminResponse>>('/admin/v1/highlights', { method: 'POST', body })).data,
    onSuccess: (highlight) => saved(highlight),
  });
}

export function useUpdateHighlight(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: async (body: HighlightPatchRequest) =>
      (await apiRequest<Answer<typeof highlightAdminResponse>>(`/admin/v1/highlights/${encodeURIComponent(id)}`, { method: 'PATCH', body })).data,
    onSuccess: (highlight) => saved(highlight),
  });
}

/** 'Publicar agora' (no date), 'Agendar' (an ISO date to come) or 'Voltar para rascunho'. */
export function usePublication(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: async (change: { action: 'publish'; at?: string } | { action: 'unpublish' }) =>
      (
        await apiRequest<Answer<typeof highlightAdminResponse>>(`/admin/v1/highlights/${encodeURIComponent(id)}/${change.action}`, {
          method: 'POST',
          body: change.action === 'publish' ? (change.at ? { at: change.at } : {}) : undefined,
        })
      ).data,
    onSuccess: (highlight) => saved(highlight),
  });
}

export function useDeleteHighlight(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: () => apiRequest(`/admin/v1/highlights/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => saved(undefined, id),
  });
}
