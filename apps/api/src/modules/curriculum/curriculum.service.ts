import { and, count, desc, eq, sql } from 'drizzle-orm';
import { CURRICULA_LIMIT_MESSAGE, CURRICULA_PER_USER_MAX, type Curriculum, type CurriculumItemKind } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { curricula, users } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { deleteItem, syncNestedLists, type NestedLists } from './curriculum-items.ts';
import { presentCurricula } from './curriculum.presenter.ts';
import { isUuid } from '../../lib/uuid.ts';

export const CURRICULUM_NOT_FOUND = 'Currículo não encontrado.';
export const ITEM_NOT_FOUND = 'Item do currículo não encontrado.';

/** A malformed id in a path can name nothing: 404, like an id that does not exist. */
export function assertUuid(id: string, message = CURRICULUM_NOT_FOUND): void {
  if (!isUuid(id)) throw notFound(message);
}

export type CurriculumFields = {
  name: string;
  role: string;
  role_description: string | null;
  location: string | null;
  state: string | null;
  summary: string;
  worked_before: boolean;
  last_salary: number | null;
  /** Absent on an update: left as stored (docs/decisions/1704). */
  skills?: string[] | undefined;
  accepted_job_types?: string[] | undefined;
};

const toColumns = (input: CurriculumFields) => ({
  name: input.name,
  role: input.role,
  roleDescription: input.role_description,
  location: input.location,
  state: input.state,
  summary: input.summary,
  workedBefore: input.worked_before,
  // The contract already nulls it without worked_before; repeated here because the DB must never hold a stray salary.
  lastSalary: input.worked_before ? input.last_salary : null,
  ...(input.skills === undefined ? {} : { skills: input.skills }),
  ...(input.accepted_job_types === undefined ? {} : { acceptedJobTypes: input.accepted_job_types }),
});

export async function listCurricula(db: Db, userId: string): Promise<Curriculum[]> {
  const rows = await db.select().from(curricula).where(eq(curricula.userId, userId)).orderBy(desc(curricula.updatedAt), desc(curricula.id));
  return presentCurricula(db, rows);
}

export async function getCurriculum(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], userId: string, id: string): Promise<Curriculum> {
  assertUuid(id);
  const rows = await db
    .select()
    .from(curricula)
    .where(and(eq(curricula.id, id), eq(curricula.userId, userId)));
  const [cv] = await presentCurricula(db, rows);
  if (!cv) throw notFound(CURRICULUM_NOT_FOUND);
  return cv;
}

/** Creates the CV and its lists in one transaction; the user row lock makes the 20-CV cap exact under concurrency. */
export async function createCurriculum(db: Db, userId: string, input: CurriculumFields & NestedLists): Promise<Curriculum> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(curricula).where(eq(curricula.userId, userId));
    if (total >= CURRICULA_PER_USER_MAX) throw unprocessable(CURRICULA_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(curricula)
      .values({ ...toColumns(input), userId })
      .returning({ id: curricula.id });
    if (!row) throw new Error('curriculum insert returned nothing');
    await syncNestedLists(tx, row.id, { formations: input.formations ?? [], languages: input.languages ?? [], experiences: input.experiences ?? [] });
    return getCurriculum(tx, userId, row.id);
  });
}

/** Replaces the fields and every nested list that is present, all or nothing. */
export async function updateCurriculum(db: Db, userId: string, id: string, input: CurriculumFields & NestedLists): Promise<Curriculum> {
  assertUuid(id);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: curricula.id })
      .from(curricula)
      .where(and(eq(curricula.id, id), eq(curricula.userId, userId)))
      .for('update');
    if (!locked) throw notFound(CURRICULUM_NOT_FOUND);
    await tx
      .update(curricula)
      .set({ ...toColumns(input), updatedAt: sql`now()` })
      .where(eq(curricula.id, id));
    await syncNestedLists(tx, id, input);
    return getCurriculum(tx, userId, id);
  });
}

export async function deleteCurriculum(db: Db, userId: string, id: string): Promise<void> {
  assertUuid(id);
  const deleted = await db
    .delete(curricula)
    .where(and(eq(curricula.id, id), eq(curricula.userId, userId)))
    .returning({ id: curricula.id });
  if (deleted.length === 0) throw notFound(CURRICULUM_NOT_FOUND);
}

/** Deletes one formation, language or experience; the CV must be the caller's and the item must be in it. */
export async function deleteCurriculumItem(db: Db, userId: string, id: string, kind: CurriculumItemKind, itemId: string): Promise<void> {
  assertUuid(id);
  assertUuid(itemId, ITEM_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: curricula.id })
      .from(curricula)
      .where(and(eq(curricula.id, id), eq(curricula.userId, userId)))
      .for('update');
    if (!owned) throw notFound(CURRICULUM_NOT_FOUND);
    if (!(await deleteItem(tx, kind, id, itemId))) throw notFound(ITEM_NOT_FOUND);
    await tx
      .update(curricula)
      .set({ updatedAt: sql`now()` })
      .where(eq(curricula.id, id));
  });
}
