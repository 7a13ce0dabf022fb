import type { staffMeResponse, Capability } from '@rumo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../lib/api-client.ts';

export const staffKeys = { all: ['staff'] as const, me: () => [...staffKeys.all, 'me'] as const };

/** The logged-in person's roles and capabilities; a 403 means they are not staff (decision 1406). */
export const staffMeQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.me(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof staffMeResponse>>('/admin/v1/me', { signal })).data,
    // A role granted or revoked takes effect on the server at once; the console learns it within a minute.
    staleTime: 60_000,
    retry: false,
  });

export const useStaffMe = () => useQuery(staffMeQueryOptions());

/** Whether the logged-in staff member holds a capability: what the console shows follows the server's rules. */
export function useCan(capability: Capability): boolean {
  const { data } = useStaffMe();
  return data?.capabilities.includes(capability) ?? false;
}
