import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * What a screen's first render asks the API for, started into the app's cache before that render
 * (docs/decisions/1818). A route module (./routes/<screen>.tsx) or the layout exports it as
 * `firstQueries`; each promise is a `queryClient.prefetchQuery` of the screen's own query options,
 * so the screen finds the answers in the cache and draws them in its first render.
 */
export type FirstQueries = (queryClient: QueryClient, url: { params: Record<string, string | undefined>; search: URLSearchParams }) => Promise<unknown>[];

/**
 * How long the first render waits for the first queries once the modules have loaded. index.html
 * started the same requests while the JavaScript downloaded, so they have usually arrived; a slower
 * answer is not waited for longer than this: the screen then draws its loading state, as before.
 */
export const FIRST_QUERIES_WAIT_MS = 1_000;

/** Settles when every promise has settled, or after `ms`, whichever comes first; never rejects. */
export function settledWithin(promises: Promise<unknown>[], ms: number): Promise<void> {
  if (promises.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([Promise.allSettled(promises).then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/** First queries that failed, until the screen that asked for them is gone. */
const firstErrors = new Set<Query>();

/**
 * The app's `retryOnMount` (query-client.ts): a query that has failed is asked again when a screen
 * mounts, except a first query that failed before the first render. That one already was the screen's
 * own request: the screen draws its error (a 403 draws the journey's promo) without asking twice.
 */
export const retryOnMount = (query: Query): boolean => !firstErrors.has(query);

/**
 * Called once the first queries have settled: the queries of the cache that failed are kept as they
 * are for the screen's first mount. Once the last component watching one is gone, it is asked again
 * on the next mount, as every other failed query is.
 */
export function keepFirstErrors(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) if (query.state.status === 'error') firstErrors.add(query);
  if (firstErrors.size === 0) return;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if ((event.type === 'observerRemoved' && event.query.getObserversCount() === 0) || event.type === 'removed') firstErrors.delete(event.query);
    if (firstErrors.size === 0) unsubscribe();
  });
}
