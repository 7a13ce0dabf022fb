import { describe, expect, it } from 'vitest';
import { sampleCurriculum } from '../tests/curriculum-fixtures.ts';
import { putBody, upsertItem } from './curriculum-body.ts';

describe('putBody', () => {
  it('sends the whole CV with item uuids, salary only with worked_before', () => {
    const cv = sampleCurriculum();
    const body = putBody(cv);
    expect(body).toMatchObject({ name: cv.name, last_salary: 8500.5, experiences: cv.experiences, languages: cv.languages });
    expect(body).not.toHaveProperty('uuid');
    expect(body).not.toHaveProperty('created_at');
    const without = putBody(cv, { worked_before: false });
    expect(without).not.toHaveProperty('last_salary');
  });

  it('upserts by uuid and appends new items', () => {
    const items = [
      { uuid: 'a', v: 1 },
      { uuid: 'b', v: 2 },
    ];
    expect(upsertItem(items, { uuid: 'b', v: 3 })).toEqual([
      { uuid: 'a', v: 1 },
      { uuid: 'b', v: 3 },
    ]);
    expect(upsertItem<{ uuid?: string; v: number }>(items, { v: 4 })).toEqual([...items, { v: 4 }]);
  });
});
