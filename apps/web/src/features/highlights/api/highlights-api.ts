import type { highlightFavoriteResponse, highlightResponse, highlightsResponse, Highlight, HighlightsResponse, HighlightType } from '@rumo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { queryString } from '../../../lib/query-string.ts';

export type HighlightsListQuery = { page: number; search: string; types: HighlightType[]; favorite: boolean };

/** Query keys of this feature; the favorite mutation updates and invalidates through them. */
export const highlightKeys = {
  all: ['highlights'] as const,
  lists: () => [...highlightKeys.all, 'list'] as const,
  list: (query: HighlightsListQuery) => [...highlightKeys.lists(), query] as const,
  details: () => [...highlightKeys.all, 'detail'] as const,
  detail: (id: string) => [...highlightKeys.details(), id] as const,
};

/** `type` goes repeated (`type=video&type=podcast`), as the API accepts. */
const toSearch = (query: HighlightsListQuery) => queryString({ page: query.page > 1 ? query.page : undefined, search: query.search, type: query.types, favorite: query.favorite });

export const highlightsQueryOptions = (query: HighlightsListQuery) =>
  queryOptions({
    queryKey: highlightKeys.list(query),
    queryFn: ({ signal }) => apiRequest<Answer<typeof highlightsResponse>>(`/v1/highlights${toSearch(query)}`, { signal }),
  });

export const highlightQueryOptions = (id: string) =>
  queryOptions({
    queryKey: highlightKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof highlightResponse>>(`/v1/highlights/${encodeURIComponent(id)}`, { signal })).data,
  });

/** A page of highlights; the previous page stays on screen while the next one loads. */
export const useHighlights = (query: HighlightsListQuery) => useQuery({ ...highlightsQueryOptions(query), placeholderData: keepPreviousData });

export const useHighlight = (id: string) => useQuery(highlightQueryOptions(id));

/**
 * Flips the favorite. Spec: the heart flips locally only after a successful call, so the cached
 * copies are patched with the server's answer (no optimistic update); lists filtered by
 * 'Favoritos' are refetched since an item may have to leave them.
 */
export const FAVORITE_ERROR = 'Não foi possível atualizar o favorito. Tente novamente.';

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest<Answer<typeof highlightFavoriteResponse>>(`/v1/highlights/${encodeURIComponent(id)}/favorites`, { method: 'PUT' })).data,
    onSuccess: ({ isFavorite }, id) => {
      const patch = (h: Highlight): Highlight => (h.uuid === id ? { ...h, isFavorite } : h);
      queryClient.setQueryData<Highlight>(highlightKeys.detail(id), (h) => (h ? patch(h) : h));
      queryClient.setQueriesData<HighlightsResponse>({ queryKey: highlightKeys.lists() }, (answer) => (answer ? { ...answer, data: answer.data.map(patch) } : answer));
      void queryClient.invalidateQueries({ queryKey: highlightKeys.lists(), predicate: (q) => (q.queryKey[2] as HighlightsListQuery | undefined)?.favorite === true });
    },
    // Spec section 8 only logs it; issue 13 item 4: the user is told too (the heart never moved,
    // the cached copies are patched only on success) — docs/decisions/1303.
    onError: (error) => {
      console.error('Não foi possível atualizar o favorito.', error);
      notify({ type: 'error', message: FAVORITE_ERROR });
    },
  });
}
