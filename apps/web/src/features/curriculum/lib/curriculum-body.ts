import type { Curriculum, UpdateCurriculumRequest } from '@rumo/contract';

export type InfoFields = Pick<UpdateCurriculumRequest, 'name' | 'role' | 'role_description' | 'location' | 'state' | 'summary' | 'worked_before' | 'last_salary'>;

/** The CV's own fields as a request; the salary is sent only with worked_before (spec section 5). */
export function infoBody(info: InfoFields): InfoFields {
  const { last_salary, ...rest } = info;
  return rest.worked_before ? { ...rest, last_salary } : rest;
}

/**
 * The full PUT body of a CV with some parts replaced. Items keep their uuid, so the server updates
 * them in place; an item without uuid is inserted; an item left out is deleted (docs/decisions/0300).
 */
export function putBody(cv: Curriculum, changes: Partial<UpdateCurriculumRequest> = {}): UpdateCurriculumRequest {
  const base: UpdateCurriculumRequest = {
    name: cv.name,
    role: cv.role,
    role_description: cv.role_description,
    location: cv.location,
    state: cv.state,
    summary: cv.summary,
    worked_before: cv.worked_before,
    last_salary: cv.last_salary,
    ...requestLists(cv),
  };
  const { last_salary, ...rest } = { ...base, ...changes };
  return rest.worked_before ? { ...rest, last_salary } : rest;
}

type Lists = Required<Pick<UpdateCurriculumRequest, 'formations' | 'languages' | 'experiences'>>;

/**
 * The stored lists as request items. The response types the closed lists (graduation, level) as
 * plain strings; the server checks them again on save, so the narrowing here is only for the compiler.
 */
export function requestLists(cv: Curriculum): Lists {
  return {
    formations: cv.formations as Lists['formations'],
    languages: cv.languages as Lists['languages'],
    experiences: cv.experiences,
  };
}

/** Replaces the item with the same uuid, or appends a new one. */
export function upsertItem<T extends { uuid?: string }>(items: readonly T[], item: T): T[] {
  if (!item.uuid) return [...items, item];
  return items.map((existing) => (existing.uuid === item.uuid ? item : existing));
}
