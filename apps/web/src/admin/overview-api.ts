import type { consoleOverviewResponse } from '@rumo/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../lib/api-client.ts';

/** The console home's numbers (decision 1405); refreshed each minute while the home is open. */
export const useConsoleOverview = () =>
  useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof consoleOverviewResponse>>('/admin/v1/overview', { signal })).data,
    refetchInterval: 60_000,
  });
