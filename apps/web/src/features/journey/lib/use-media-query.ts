import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: the bottom bar hides and two-pane layouts start here. */
export const LARGE_SCREEN = '(min-width: 1024px)';

/** Whether a media query matches, updated live (jsdom without matchMedia counts as a small screen). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
