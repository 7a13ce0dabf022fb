import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The comment a test file carries near its top when it runs much longer than its size suggests. */
export const LONG_RUNNING_MARK = '@long-running';

/**
 * Starts the files marked `@long-running` first (decision 0711). On a clean clone vitest has no
 * durations cached and orders files by size, so a small file that spawns processes or backs up a
 * database (backup.test.ts: a minute quiet, four under load) could start last and run alone on one
 * core while the other waits. With durations cached the base order (longest first) already does it.
 */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects keep the base order (they run one after the other); inside each, marked files lead.
    const projectRank = new Map<string, number>();
    for (const spec of sorted) if (!projectRank.has(spec.project.name)) projectRank.set(spec.project.name, projectRank.size);
    const ranked = sorted.map((spec, index) => ({ spec, index, project: projectRank.get(spec.project.name)!, long: isMarkedLong(spec.moduleId) ? 0 : 1 }));
    ranked.sort((a, b) => a.project - b.project || a.long - b.long || a.index - b.index);
    return ranked.map((r) => r.spec);
  }
}

function isMarkedLong(file: string): boolean {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const head = Buffer.alloc(600);
      const read = fs.readSync(fd, head, 0, head.length, 0);
      return head.subarray(0, read).toString('utf8').includes(LONG_RUNNING_MARK);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return false;
  }
}
