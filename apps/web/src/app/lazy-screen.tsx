import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { reloadOnceForStaleChunk } from '../lib/stale-chunk-reload.ts';

// `P`: the props of a lazy part of a screen (the job page's take-home section, decision 1701); a route takes none.
type ScreenModule<P extends object = object> = { Component: ComponentType<P> };

export type LazyScreen<P extends object = object> = {
  /** Starts loading the module (once); safe to call on every render. */
  preload: () => Promise<ScreenModule<P>>;
  Component: ComponentType<P>;
};

/**
 * A route module (`./routes/<screen>.tsx`, exporting `Component`) loaded on demand. The same
 * promise serves React.lazy and `preload`, so the router can start every module a URL needs at
 * once (query boundary, layout and screen in parallel) instead of one after the other. A chunk
 * missing after a new deploy reloads the page once (the loading state stays until it does);
 * any other failure reaches the route's error page (docs/decisions/1305).
 */
export function lazyScreen<P extends object = object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let promise: Promise<ScreenModule<P>> | undefined;
  const loadOrReload = () =>
    load().catch((error: unknown) => {
      if (reloadOnceForStaleChunk(error)) return new Promise<ScreenModule<P>>(() => undefined);
      throw error;
    });
  const preload = () => (promise ??= loadOrReload());
  const Component: ComponentType<P> = lazy(async () => ({ default: (await preload()).Component }));
  return { preload, Component };
}

/** Renders a lazy screen with its own loading state, so the surrounding layout stays on screen. */
export function Screen({ screen, fallback }: { screen: LazyScreen; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <screen.Component />
    </Suspense>
  );
}
