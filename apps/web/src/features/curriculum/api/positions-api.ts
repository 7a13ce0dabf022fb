import { JOB_POSITIONS_STORAGE_KEY, jobPosition, jobPositionsResponse, type JobPosition } from '@rumo/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const storedPositions = z.union([z.array(jobPosition), z.object({ data: z.array(jobPosition) }).transform((v) => v.data)]);

/** The cached list (spec: kept in browser storage under 'job-positions'), or undefined when absent or unreadable. */
export function readCachedPositions(): JobPosition[] | undefined {
  try {
    const raw = window.localStorage.getItem(JOB_POSITIONS_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = storedPositions.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function writeCachedPositions(positions: JobPosition[]): void {
  try {
    window.localStorage.setItem(JOB_POSITIONS_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: the list simply is not cached.
  }
}

/**
 * Role options for the CV's role field. The cached copy shows at once and is refreshed in the
 * background once per session; if the call fails the field keeps working as free text.
 */
export function usePositions() {
  const cached = readCachedPositions();
  return useQuery({
    queryKey: ['curriculum', 'positions'],
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest('/v1/job-alerts/positions', { schema: jobPositionsResponse, signal });
      writeCachedPositions(data);
      return data;
    },
    initialData: cached,
    initialDataUpdatedAt: cached ? 0 : undefined,
    // The stored copy (updated "at 0") is refreshed once; a fetched list lasts the session.
    staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
    retry: false,
  });
}
