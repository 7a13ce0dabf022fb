import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * The app's first render, as a transition (docs/decisions/1816): React then renders the screen in
 * slices of a few milliseconds and lets the browser handle input and paint between them. A plain
 * `root.render` renders the whole screen in one task; on a slow phone that task blocked the main
 * thread for 200–340 ms (4× CPU), most of Lighthouse's Total Blocking Time on the logged-in screens.
 */
export function renderRoot(container: Element, app: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
