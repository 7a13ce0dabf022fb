import type { ticketListResponse, ticketResponse, CreateTicketRequest, TicketResponse } from '@rumo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

/** The user's support tickets, 'Meus chamados' (decision 1403). */
export const ticketKeys = {
  all: ['support-tickets'] as const,
  list: () => [...ticketKeys.all, 'list'] as const,
  detail: (id: string) => [...ticketKeys.all, 'detail', id] as const,
};

export const myTicketsQueryOptions = () =>
  queryOptions({
    queryKey: ticketKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof ticketListResponse>>('/v1/support/tickets', { signal })).data,
  });

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof ticketResponse>>(`/v1/support/tickets/${encodeURIComponent(id)}`, { signal })).data,
  });

export const useMyTickets = () => useQuery(myTicketsQueryOptions());
export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));

/** Every write answers the whole thread: it becomes the cached thread, and the list is read again. */
function useTicketWrite<V>(request: (variables: V) => Promise<TicketResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => (await request(variables)).data,
    onSuccess: (thread) => {
      queryClient.setQueryData(ticketKeys.detail(thread.uuid), thread);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.list() });
    },
  });
}

export const useCreateTicket = () => useTicketWrite((body: CreateTicketRequest) => apiRequest<Answer<typeof ticketResponse>>('/v1/support/tickets', { method: 'POST', body }));

export const useReplyTicket = (id: string) =>
  useTicketWrite((message: string) => apiRequest<Answer<typeof ticketResponse>>(`/v1/support/tickets/${encodeURIComponent(id)}/messages`, { method: 'POST', body: { message } }));

export const useResolveTicket = (id: string) =>
  useTicketWrite(() => apiRequest<Answer<typeof ticketResponse>>(`/v1/support/tickets/${encodeURIComponent(id)}/resolve`, { method: 'POST' }));
