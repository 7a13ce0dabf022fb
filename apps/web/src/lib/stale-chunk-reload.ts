/**
 * After a new deploy, an open tab still asks for the old build's chunks, which no longer exist: the
 * dynamic import fails. Reloading fetches the new build. To never loop, the failure's message
 * (which names the missing file in Chromium and Firefox) is kept in sessionStorage: the same
 * failure after the reload shows the error page instead (docs/decisions/1305).
 */
export const STALE_CHUNK_KEY = 'rumo.stale-chunk-reload';

/** The browsers' messages for a module script that could not be fetched (Chromium, Firefox, Safari, Vite's CSS preload). */
const STALE_CHUNK_MESSAGE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && STALE_CHUNK_MESSAGE.test(error.message);
}

/** The one way the app reloads itself (an object, so tests can watch it). */
export const page = { reload: (): void => window.location.reload() };

/** Reloads the page for a stale chunk, once per failure; true when the reload has started. */
export function reloadOnceForStaleChunk(error: unknown): boolean {
  if (!isStaleChunkError(error)) return false;
  const marker = (error as Error).message;
  try {
    if (window.sessionStorage.getItem(STALE_CHUNK_KEY) === marker) return false;
    window.sessionStorage.setItem(STALE_CHUNK_KEY, marker);
  } catch {
    // Without storage there is no guard against a loop: show the error page instead.
    return false;
  }
  page.reload();
  return true;
}
