import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestSpecification, Vitest } from 'vitest/node';
import { afterAll, describe, expect, it } from 'vitest';
import LongFilesFirst, { LONG_RUNNING_MARK } from './long-files-first.ts';

// Decision 0711: on a clean clone (no cached durations) files marked @long-running start first in
// their project, whatever their size; projects keep their order.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-sequencer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, bytes: number, long = false) => {
  const full = path.join(dir, name);
  fs.writeFileSync(full, `${long ? `// ${LONG_RUNNING_MARK} (spawns things)\n` : ''}${'x'.repeat(bytes)}`);
  return full;
};
const spec = (moduleId: string, project: string) =>
  ({ moduleId, project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } } }) as unknown as TestSpecification;
const noCache = { cache: { getTestSpecificationResult: () => undefined } } as unknown as Vitest;

describe('LongFilesFirst', () => {
  it('puts the marked files of each project first, then the rest largest first', async () => {
    const files = [
      spec(file('api-big.test.ts', 9000), 'api'),
      spec(file('api-small-long.test.ts', 10, true), 'api'),
      spec(file('api-mid.test.ts', 5000), 'api'),
      spec(file('web-big.test.ts', 8000), 'web'),
      spec(file('web-small-long.test.ts', 20, true), 'web'),
    ];
    const order = (await new LongFilesFirst(noCache).sort(files)).map((s) => path.basename(s.moduleId));
    expect(order).toEqual(['api-small-long.test.ts', 'api-big.test.ts', 'api-mid.test.ts', 'web-small-long.test.ts', 'web-big.test.ts']);
  });

  it('marks the files CI waits on longest', () => {
    for (const long of ['apps/api/test/backup.test.ts', 'apps/api/test/db/pglite-worker.test.ts', 'apps/api/src/db/data-dir-lock.test.ts']) {
      expect(fs.readFileSync(path.resolve(import.meta.dirname, '..', long), 'utf8').slice(0, 600)).toContain(LONG_RUNNING_MARK);
    }
  });
});
