import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '../app/query-client.ts';
import { clearSession } from '../lib/session.ts';
import { trackedEvents } from './handlers.ts';
import { server } from './server.ts';

// A findBy/waitFor bound only detects a screen that never comes. The first screen of a file also
// waits for the cold transform of its lazy route modules, which took over 5 s on a loaded machine
// (docs/decisions/0711): the bound is 15 s, under the 20 s test timeout.
configure({ asyncUtilTimeout: 15_000 });

// Network and 5xx failures get one retry after React Query's 1 s back-off; tests of the error
// screens wait for what they show, not for that back-off.
queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });

// No test may reach a real server: an unmatched request fails the test (msw 3 names the option onUnhandledFrame;
// the old onUnhandledRequest is silently ignored, docs/decisions/0709).
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  cleanup();
  // Files share one module graph and one document (isolate: false, docs/decisions/0711): whatever a
  // test left outside React's roots (a live region, a download link) must not meet the next file.
  document.body.replaceChildren();
  server.resetHandlers();
  queryClient.clear();
  // Also forgets that a session expired (a 401 in one test must not show the notice in the next).
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  trackedEvents.length = 0;
  document.cookie = 'uuid=; Max-Age=0; Path=/';
  vi.useRealTimers();
});

afterAll(() => server.close());

// jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;
