import type { curriculumListResponse, curriculumResponse, meResponse } from '@rumo/contract';
import { type CreateCurriculumRequest, type Curriculum, type CurriculumItemKind, type JsonResumeImportResponse, type UpdateCurriculumRequest } from '@rumo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, errorFromResponse, type Answer } from '../../../lib/api-client.ts';

/** Query keys of this feature; mutations invalidate through the same factory. */
export const curriculumKeys = {
  all: ['curriculum'] as const,
  list: () => [...curriculumKeys.all, 'list'] as const,
  detail: (id: string) => [...curriculumKeys.all, 'detail', id] as const,
  // The preview's contact block; its own key so the curriculum feature never reaches into account's cache.
  contact: () => [...curriculumKeys.all, 'contact'] as const,
};

export const curriculumListQueryOptions = () =>
  queryOptions({
    queryKey: curriculumKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof curriculumListResponse>>('/v1/curriculum', { signal })).data,
  });

export const curriculumQueryOptions = (id: string) =>
  queryOptions({
    queryKey: curriculumKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof curriculumResponse>>(`/v1/curriculum/${encodeURIComponent(id)}`, { signal })).data,
  });

/** `enabled: false` while the screen does not show them (another tab, nothing to choose them for). */
export const useCurricula = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...curriculumListQueryOptions(), enabled });
export const useCurriculum = (id: string) => useQuery(curriculumQueryOptions(id));

/** Contact data printed on the CV (spec: phone, LinkedIn and e-mail come from the user's profile). */
export const useCurriculumContact = () =>
  useQuery({
    queryKey: curriculumKeys.contact(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof meResponse>>('/v1/users/me', { signal })).data,
  });

function useStoreCurriculum() {
  const queryClient = useQueryClient();
  return (cv: Curriculum) => {
    queryClient.setQueryData(curriculumKeys.detail(cv.uuid), cv);
    void queryClient.invalidateQueries({ queryKey: curriculumKeys.list() });
  };
}

export function useCreateCurriculum() {
  const store = useStoreCurriculum();
  return useMutation({
    mutationFn: async (body: CreateCurriculumRequest) => (await apiRequest<Answer<typeof curriculumResponse>>('/v1/curriculum', { method: 'POST', body })).data,
    onSuccess: store,
  });
}

export function useUpdateCurriculum(id: string) {
  const store = useStoreCurriculum();
  return useMutation({
    mutationFn: async (body: UpdateCurriculumRequest) =>
      (await apiRequest<Answer<typeof curriculumResponse>>(`/v1/curriculum/${encodeURIComponent(id)}`, { method: 'PUT', body })).data,
    onSuccess: store,
  });
}

export function useDeleteCurriculum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/v1/curriculum/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: curriculumKeys.detail(id) });
      queryClient.setQueryData<Curriculum[]>(curriculumKeys.list(), (list) => list?.filter((cv) => cv.uuid !== id));
      void queryClient.invalidateQueries({ queryKey: curriculumKeys.list() });
    },
  });
}

export function useDeleteCurriculumItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, itemId }: { kind: CurriculumItemKind; itemId: string }) =>
      apiRequest(`/v1/curriculum/${encodeURIComponent(id)}/${kind}/${encodeURIComponent(itemId)}`, { method: 'DELETE' }),
    onSuccess: (_data, { kind, itemId }) => {
      queryClient.setQueryData<Curriculum>(curriculumKeys.detail(id), (cv) =>
        cv ? { ...cv, [kind]: (cv[kind] as Array<{ uuid: string }>).filter((item) => item.uuid !== itemId) } : cv,
      );
      void queryClient.invalidateQueries({ queryKey: curriculumKeys.all });
    },
  });
}

/** Sends the file's text untouched: the server decides whether it is a JSON Resume and says why not. */
export function useImportJsonResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileText: string): Promise<JsonResumeImportResponse> => {
      const response = await apiFetch('/v1/curriculum/import-json-resume', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: fileText,
      });
      if (!response.ok) throw await errorFromResponse(response);
      return (await response.json()) as JsonResumeImportResponse;
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(curriculumKeys.detail(data.uuid), data);
      void queryClient.invalidateQueries({ queryKey: curriculumKeys.list() });
    },
  });
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** JSON Resume download: fetched with the bearer token (a plain link could not send it), then saved as a file. */
export async function downloadJsonResume(id: string): Promise<void> {
  const response = await apiFetch(`/v1/curriculum/${encodeURIComponent(id)}/json-resume`);
  if (!response.ok) throw await errorFromResponse(response);
  const blob = new Blob([await response.text()], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameFrom(response.headers.get('content-disposition'), 'curriculo.json');
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
