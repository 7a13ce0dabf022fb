import type { auditListResponse, AuditListQuery } from '@rumo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export type AuditParams = Partial<Omit<AuditListQuery, 'page'>> & { page: number };

export const auditKeys = { all: ['admin', 'audit'] as const, list: (params: AuditParams) => [...auditKeys.all, 'list', params] as const };

export function useAuditLog(params: AuditParams) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
      return apiRequest<Answer<typeof auditListResponse>>(`/admin/v1/audit?${search.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
