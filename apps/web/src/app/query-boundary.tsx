import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { onUnauthorized } from '../lib/api-client.ts';
import { queryClient } from './query-client.ts';

/**
 * TanStack Query for every screen except the login page. It is a lazy route module so that the
 * first screen (login) does not download the query library: see docs/decisions/0101-web-first-screen-budget.md.
 */
function QueryBoundary() {
  // A 401 means the cached data belonged to a session that no longer exists.
  useEffect(() => onUnauthorized(() => queryClient.clear()), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export { QueryBoundary as Component };
