import type { publicConfigResponse } from '@rumo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export const publicConfigKeys = { all: ['public-config'] as const };

/** The server's public settings (GET /v1/public-config); they change only with a restart. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: publicConfigKeys.all,
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof publicConfigResponse>>('/v1/public-config', { signal })).data,
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
