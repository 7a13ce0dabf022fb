/**
 * A handler that waits for the test instead of for a fixed delay (docs/decisions/0711): the
 * loading state stays on screen until the test has seen it and calls `open()`, however slow the
 * machine.
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
