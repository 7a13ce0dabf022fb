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
// The cache this boundary provides, for what is fetched before the app's first render (the
// console's staff answer, decision 1814). router.tsx hands it over from this module once loaded:
// a static import of query-client.ts elsewhere would split it into a chunk of its own, one more
// file on every screen.
export { queryClient };
