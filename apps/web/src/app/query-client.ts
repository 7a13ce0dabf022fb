import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';
import { retryOnMount } from './first-queries.ts';

/**
 * 4xx answers are final (retrying a 404 or 422 only delays the message); network and 5xx errors get one more try.
 * A 401 is handled once for every call inside the API client: session cleared, redirect to /login.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A first query that failed before the first render is not asked twice (docs/decisions/1818).
        retryOnMount,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

/** The one cache of the app, shared by every screen below the query boundary. */
export const queryClient = createQueryClient();
