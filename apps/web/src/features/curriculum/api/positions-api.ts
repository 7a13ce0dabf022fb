import { useQuery } from '@tanstack/react-query';
import { fetchPositions, readCachedPositions } from '../../../lib/job-positions.ts';

/**
 * Role options for the CV's role field. The cached copy shows at once and is refreshed in the
 * background once per session; if the call fails the field keeps working as free text.
 */
export function usePositions() {
  const cached = readCachedPositions();
  return useQuery({
    queryKey: ['curriculum', 'positions'],
    queryFn: ({ signal }) => fetchPositions(signal),
    initialData: cached,
    initialDataUpdatedAt: cached ? 0 : undefined,
    // The stored copy (updated "at 0") is refreshed once; a fetched list lasts the session.
    staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
    retry: false,
  });
}
