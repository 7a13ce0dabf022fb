import type { jobDetailResponse, jobsListResponse, JobsListQuery } from '@rumo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

/** Query keys of this feature. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: JobsListQuery) => [...jobKeys.lists(), query] as const,
  detail: (uuid: string) => [...jobKeys.all, 'detail', uuid] as const,
};

export const jobsListQueryOptions = (query: JobsListQuery) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: ({ signal }) => apiRequest<Answer<typeof jobsListResponse>>(`/v1/jobs${queryString(query)}`, { signal }),
  });

/** A page of jobs; the previous results stay on screen (dimmed) while a new search loads. */
export const useJobsList = (query: JobsListQuery) => useQuery({ ...jobsListQueryOptions(query), placeholderData: keepPreviousData });

export const jobDetailQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: jobKeys.detail(uuid),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof jobDetailResponse>>(`/v1/jobs/${encodeURIComponent(uuid)}`, { signal })).data,
  });

export const useJobDetail = (uuid: string) => useQuery(jobDetailQueryOptions(uuid));
