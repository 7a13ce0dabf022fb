import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoot } from './render-root.tsx';

/** Spends `ms` of the main thread, as a large screen's render does on a slow phone. */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Work the browser cannot interrupt.
  }
}

let container: HTMLDivElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

// docs/decisions/1816: the first render yields to the browser between slices instead of taking
// one long task: other tasks (a timer here; input and paint in a browser) run while it renders.
describe('the app’s first render', () => {
  it('lets other tasks run while a screen that takes 150 ms to render is rendered, and then shows it', async () => {
    let ticks = 0;
    let running = true;
    const tick = () => {
      ticks++;
      if (running) setTimeout(tick, 0);
    };
    const seen: number[] = [];
    function Slow({ i }: { i: number }) {
      if (i === 0) setTimeout(tick, 0);
      busy(10);
      seen.push(ticks);
      return <li>{i}</li>;
    }
    container = document.createElement('div');
    document.body.append(container);
    const root = renderRoot(
      container,
      <ul>
        {Array.from({ length: 15 }, (_, i) => (
          <Slow key={i} i={i} />
        ))}
      </ul>,
    );
    await expect.poll(() => container!.querySelectorAll('li').length, { timeout: 5_000 }).toBe(15);
    running = false;
    // Timers ran between the first item's render and the last's: the render was not one task.
    expect(seen.at(-1)! - seen[0]!).toBeGreaterThan(0);
    act(() => root.unmount());
  });
});
