import type { adminTicketListResponse, adminTicketResponse, ticketAssigneesResponse } from '@rumo/contract';
import { type AdminTicketListQuery, type AdminTicketReplyRequest, type AdminTicketUpdateRequest, type AdminTicketResponse } from '@rumo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

/** The console's 'Chamados' (decision 1403), capability tickets:manage. */
export const adminTicketKeys = {
  all: ['admin-tickets'] as const,
  list: (query: AdminTicketListQuery) => [...adminTicketKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminTicketKeys.all, 'detail', id] as const,
  assignees: () => [...adminTicketKeys.all, 'assignees'] as const,
};

function queryString(query: AdminTicketListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminTicketsQueryOptions = (query: AdminTicketListQuery) =>
  queryOptions({
    queryKey: adminTicketKeys.list(query),
    queryFn: async ({ signal }) => apiRequest<Answer<typeof adminTicketListResponse>>(`/admin/v1/tickets${queryString(query)}`, { signal }),
  });

export const useAdminTickets = (query: AdminTicketListQuery) => useQuery({ ...adminTicketsQueryOptions(query), placeholderData: keepPreviousData });

/** The menu's count: open tickets, whoever holds them. */
export function useOpenTicketsCount(): number | undefined {
  return useQuery({ ...adminTicketsQueryOptions({}), staleTime: 60_000, select: (answer) => answer.meta.counts.open }).data;
}

export const useAdminTicket = (id: string) =>
  useQuery({
    queryKey: adminTicketKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof adminTicketResponse>>(`/admin/v1/tickets/${encodeURIComponent(id)}`, { signal })).data,
  });

export const useTicketAssignees = () =>
  useQuery({
    queryKey: adminTicketKeys.assignees(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof ticketAssigneesResponse>>('/admin/v1/tickets/assignees', { signal })).data,
    staleTime: 5 * 60_000,
  });

/** Each write answers the whole thread: it replaces the cached one, and the inbox is read again. */
function useTicketWrite<V>(id: string, request: (variables: V) => Promise<AdminTicketResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => (await request(variables)).data,
    onSuccess: (thread) => {
      queryClient.setQueryData(adminTicketKeys.detail(id), thread);
      void queryClient.invalidateQueries({ queryKey: [...adminTicketKeys.all, 'list'] });
    },
  });
}

export const useStaffReply = (id: string) =>
  useTicketWrite(id, (body: AdminTicketReplyRequest) =>
    apiRequest<Answer<typeof adminTicketResponse>>(`/admin/v1/tickets/${encodeURIComponent(id)}/messages`, { method: 'POST', body }),
  );

export const useUpdateTicket = (id: string) =>
  useTicketWrite(id, (body: AdminTicketUpdateRequest) => apiRequest<Answer<typeof adminTicketResponse>>(`/admin/v1/tickets/${encodeURIComponent(id)}`, { method: 'PATCH', body }));
