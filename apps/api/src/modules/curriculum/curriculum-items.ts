import { and, eq, notInArray } from 'drizzle-orm';
import type { CurriculumItemKind } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { curriculumExperiences, curriculumFormations, curriculumLanguages } from '../../db/schema/index.ts';
import { unprocessable } from '../../lib/errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type FormationValues = { uuid?: string; name: string; graduation: string; institution: string; start_date: string; end_date: string };
export type LanguageValues = { uuid?: string; language: string; proficiency: string };
export type ExperienceValues = { uuid?: string; role: string; company_name: string; description: string; start_date: string; end_date: string | null };

export type NestedLists = {
  formations?: FormationValues[];
  languages?: LanguageValues[];
  experiences?: ExperienceValues[];
};

// The three item tables share `id` and `curriculum_id`, which is all the generic code touches; typing
// them as one of them keeps drizzle's query builder typed without a union it cannot resolve.
type ItemTable = typeof curriculumLanguages;

export const itemTables = {
  formations: curriculumFormations,
  languages: curriculumLanguages,
  experiences: curriculumExperiences,
} as unknown as Record<CurriculumItemKind, ItemTable>;

const columns = {
  formations: (f: FormationValues) => ({ name: f.name, graduation: f.graduation, institution: f.institution, startDate: f.start_date, endDate: f.end_date }),
  languages: (l: LanguageValues) => ({ language: l.language, proficiency: l.proficiency }),
  experiences: (e: ExperienceValues) => ({ role: e.role, companyName: e.company_name, description: e.description, startDate: e.start_date, endDate: e.end_date }),
};

export const ITEM_NOT_IN_CURRICULUM = 'Item não encontrado neste currículo.';

/**
 * Replaces one nested list: items with a uuid of this CV are updated, items without a uuid are
 * inserted, stored items missing from the list are deleted. A uuid that is not an item of this CV
 * (another CV's, another user's, already deleted, or repeated) is a 422 on that item, so nothing
 * is ever moved between CVs and the whole save rolls back (docs/decisions/0300).
 */
async function syncList<K extends CurriculumItemKind>(tx: Tx, kind: K, curriculumId: string, items: Array<Parameters<(typeof columns)[K]>[0]>): Promise<void> {
  const table: ItemTable = itemTables[kind];
  const toColumns = columns[kind] as (item: (typeof items)[number]) => Record<string, unknown>;
  const existing = await tx.select({ id: table.id }).from(table).where(eq(table.curriculumId, curriculumId));
  const existingIds = new Set(existing.map((r) => r.id));
  const seen = new Set<string>();
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!item.uuid) return;
    if (!existingIds.has(item.uuid) || seen.has(item.uuid)) errors[`${kind}.${index}.uuid`] = ITEM_NOT_IN_CURRICULUM;
    seen.add(item.uuid);
  });
  if (Object.keys(errors).length > 0) throw unprocessable(ITEM_NOT_IN_CURRICULUM, errors);

  const kept = [...seen];
  await tx.delete(table).where(kept.length > 0 ? and(eq(table.curriculumId, curriculumId), notInArray(table.id, kept)) : eq(table.curriculumId, curriculumId));
  for (const item of items) {
    if (item.uuid) {
      await tx
        .update(table)
        .set(toColumns(item) as Partial<ItemTable['$inferInsert']>)
        .where(and(eq(table.id, item.uuid), eq(table.curriculumId, curriculumId)));
    }
  }
  const inserts = items.filter((item) => !item.uuid).map((item) => ({ ...toColumns(item), curriculumId }));
  if (inserts.length > 0) await tx.insert(table).values(inserts as never);
}

/** Applies every list that is present; absent lists stay as they are. */
export async function syncNestedLists(tx: Tx, curriculumId: string, lists: NestedLists): Promise<void> {
  if (lists.formations) await syncList(tx, 'formations', curriculumId, lists.formations);
  if (lists.languages) await syncList(tx, 'languages', curriculumId, lists.languages);
  if (lists.experiences) await syncList(tx, 'experiences', curriculumId, lists.experiences);
}

/** Deletes one item of one CV; false when no such item exists in that CV. */
export async function deleteItem(tx: Tx | Db, kind: CurriculumItemKind, curriculumId: string, itemId: string): Promise<boolean> {
  const table: ItemTable = itemTables[kind];
  const deleted = await tx
    .delete(table)
    .where(and(eq(table.id, itemId), eq(table.curriculumId, curriculumId)))
    .returning({ id: table.id });
  return deleted.length > 0;
}
