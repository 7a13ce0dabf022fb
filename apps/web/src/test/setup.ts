import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '../app/query-client.ts';
import { clearSession } from '../lib/session.ts';
import { trackedEvents } from './handlers.ts';
import { server } from './server.ts';

// Lazy route modules are transformed on first use, which can take a while on a cold run.
configure({ asyncUtilTimeout: 5000 });

// No test may reach a real server: an unmatched request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
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
