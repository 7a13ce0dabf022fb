/** Polls `check` every 5 ms until it holds; throws after `ms` (a test's explicit wait, never a fixed sleep). */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !(await check());) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}
