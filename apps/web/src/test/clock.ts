import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The app's own delays (the search debounce, the registration pause) under the test's control
 * (docs/decisions/0711): only setTimeout/clearTimeout are faked, so a debounce fires when the test
 * moves the clock and not when a loaded machine happens to get there; React's scheduler, msw and
 * setInterval keep real time.
 *
 * While the clock is held, drive the screen with fireEvent and wait with `until`: user-event and
 * Testing Library's waitFor end each call with a setTimeout(0) that they advance only under Jest's
 * fake timers, so they would wait forever here.
 */
export function holdTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Moves the held clock by `ms`, inside act so React renders what the timers changed. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Waits in real time (setInterval, not the held clock) until `check` stops throwing, at most `timeoutMs`. */
export async function until(check: () => void, timeoutMs = 15_000): Promise<void> {
  const env = globalThis as ActEnvironment;
  const wasAct = env.IS_REACT_ACT_ENVIRONMENT;
  // As Testing Library does while it waits: renders caused by network answers are not act() warnings.
  env.IS_REACT_ACT_ENVIRONMENT = false;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      try {
        check();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
      await new Promise<void>((resolve) => {
        const id = setInterval(() => {
          clearInterval(id);
          resolve();
        }, 20);
      });
    }
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = wasAct;
  }
}

/** Types `text` one character at a time in one go (fireEvent), so no time passes between keys. */
export function typeAtOnce(input: HTMLElement, text: string): void {
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } });
}
