import { JOB_POSITIONS_STORAGE_KEY, jobPosition, type JobPosition } from '@rumo/contract';
import { z } from 'zod';

// A bare list is what is written; `{data: [...]}` is read too, in case another screen stored the raw answer.
const stored = z.union([z.array(jobPosition), z.object({ data: z.array(jobPosition) }).transform((v) => v.data)]);

/** The positions list cached in browser storage (spec: the `job-positions` key), or undefined. */
export function readCachedPositions(): JobPosition[] | undefined {
  try {
    const raw = window.localStorage.getItem(JOB_POSITIONS_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = stored.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.length > 0 ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedPositions(positions: JobPosition[]): void {
  try {
    window.localStorage.setItem(JOB_POSITIONS_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: the list is simply fetched again next time.
  }
}
