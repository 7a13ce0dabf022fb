import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type ScreenModule = { Component: ComponentType };

export type LazyScreen = {
  /** Starts loading the module (once); safe to call on every render. */
  preload: () => Promise<ScreenModule>;
  Component: ComponentType;
};

/**
 * A route module (`./routes/<screen>.tsx`, exporting `Component`) loaded on demand. The same
 * promise serves React.lazy and `preload`, so the router can start every module a URL needs at
 * once (query boundary, layout and screen in parallel) instead of one after the other.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let promise: Promise<ScreenModule> | undefined;
  const preload = () => (promise ??= load());
  const Component = lazy(async () => ({ default: (await preload()).Component }));
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
