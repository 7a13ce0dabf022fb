import type { leadListResponse, leadResponse, LeadFilterQuery, LeadUpdateRequest } from '@rumo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { downloadFromApi } from '../../../lib/download-file.ts';

export type LeadListParams = Partial<LeadFilterQuery> & { page: number };

export const leadKeys = {
  all: ['admin', 'leads'] as const,
  list: (params: LeadListParams) => [...leadKeys.all, 'list', params] as const,
};

const queryString = (params: Partial<LeadFilterQuery> & { page?: number }) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const leadsQueryOptions = (params: LeadListParams) =>
  queryOptions({
    queryKey: leadKeys.list(params),
    queryFn: async ({ signal }) => apiRequest<Answer<typeof leadListResponse>>(`/admin/v1/leads${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useLeads = (params: LeadListParams) => useQuery(leadsQueryOptions(params));

/** The menu badge: how many leads are still 'Novo'. */
export function useNewLeadsCount(): number | undefined {
  return useQuery({ ...leadsQueryOptions({ page: 1, status: 'new' }), select: (body) => body.meta.new_count }).data;
}

type LeadKey = { userId: string; planId: number };

export function useUpdateLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, planId, body }: LeadKey & { body: LeadUpdateRequest }) =>
      (await apiRequest<Answer<typeof leadResponse>>(`/admin/v1/leads/${userId}/${planId}`, { method: 'PATCH', body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

export function useConvertLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, planId }: LeadKey) => (await apiRequest<Answer<typeof leadResponse>>(`/admin/v1/leads/${userId}/${planId}/convert`, { method: 'POST' })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

/** 'Exportar CSV' (decision 1404): same filter as the list, downloaded with the bearer token. */
export const downloadLeadsCsv = (filter: Partial<LeadFilterQuery>): Promise<string> => downloadFromApi(`/admin/v1/leads/export.csv${queryString(filter)}`, 'interessados.csv');
