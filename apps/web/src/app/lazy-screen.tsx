import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { reloadOnceForStaleChunk } from '../lib/stale-chunk-reload.ts';

// `P`: the props of a lazy part of a screen (the job page's take-home section, decision 1701); a route takes none.
type ScreenModule<P extends object = object> = { Component: ComponentType<P> };

export type LazyScreen<P extends object = object, M extends ScreenModule<P> = ScreenModule<P>> = {
  /** Starts loading the module (once); safe to call on every render. */
  preload: () => Promise<M>;
  Component: ComponentType<P>;
};

/**
 * What React.lazy is given once the module is loaded: a thenable that hands it over at once, so
 * React renders the screen in the same pass instead of committing the fallback first. A fallback
 * committed and then replaced costs up to 300 ms: React holds back the reveal of a Suspense
 * boundary until 300 ms after its fallback appeared (docs/decisions/1812).
 */
function loadedThenable<T>(value: T): Promise<T> {
  // React's lazy calls `then` and keeps the value its callback is given; it uses nothing else.
  return { then: (onFulfilled: (value: T) => unknown) => void onFulfilled(value) } as unknown as Promise<T>;
}

/** The props of a module's `Component`. */
type PropsOf<M> = M extends { Component: ComponentType<infer P> } ? P & object : never;

/**
 * A route module (`./routes/<screen>.tsx`, exporting `Component`) loaded on demand. The same
 * promise serves React.lazy and `preload`, so the router can start every module a URL needs at
 * once (query boundary, layout and screen in parallel) instead of one after the other. A chunk
 * missing after a new deploy reloads the page once (the loading state stays until it does);
 * any other failure reaches the route's error page (docs/decisions/1305). Once loaded, the module
 * is rendered in the same pass (decision 1812).
 */
export function lazyScreen<M extends { Component: ComponentType<never> }>(load: () => Promise<M>): LazyScreen<PropsOf<M>, M & ScreenModule<PropsOf<M>>> {
  type P = PropsOf<M>;
  let promise: Promise<M> | undefined;
  let loaded: M | undefined;
  const loadOrReload = () =>
    load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        if (reloadOnceForStaleChunk(error)) return new Promise<M>(() => undefined);
        throw error;
      },
    );
  const preload = () => (promise ??= loadOrReload());
  const Component = lazy(() =>
    loaded ? loadedThenable({ default: loaded.Component as ComponentType<P> }) : preload().then((module) => ({ default: module.Component as ComponentType<P> })),
  );
  return { preload: preload as () => Promise<M & ScreenModule<P>>, Component: Component as ComponentType<P> };
}

/** Renders a lazy screen with its own loading state, so the surrounding layout stays on screen. */
export function Screen({ screen, fallback }: { screen: LazyScreen; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <screen.Component />
    </Suspense>
  );
}
