import { expect } from 'vitest';
import type { MapResult, SourcedJob } from '../../src/modules/sources/sourced-job.ts';

/** Every mapping test reads records as of this moment. */
export const mapContext = { now: new Date('2026-11-25T12:00:00Z') };

/** The job of an accepted record (the test fails with the reason otherwise). */
export function accepted(result: MapResult): SourcedJob {
  if (!result.ok) expect.fail(`registro rejeitado: ${result.reason}`);
  return result.job;
}

/** What every stored description must never hold, whatever the feed sent. */
export function expectSafeHtml(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<object|<svg|<img|<style|onerror|onclick|onload|onmouseover|javascript:|data:text/i);
}
