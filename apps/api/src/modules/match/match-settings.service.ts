import { and, eq, sql } from 'drizzle-orm';
import { MATCH_CURRICULUM_NOT_FOUND_MESSAGE, type MatchSettings } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { curricula, matchSettings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { loadMatchProfile } from './match-profile.ts';
import { isUuid } from '../../lib/uuid.ts';

/** 'Compatibilidade com meu currículo' as stored (no row: on, the CV updated last; docs/decisions/1704). */
export async function getMatchSettings(db: Db, userId: string, today: Date): Promise<MatchSettings> {
  const profile = await loadMatchProfile(db, userId, today);
  return { enabled: profile.enabled, curriculum_uuid: profile.chosenCurriculumId, curriculum: profile.curriculum };
}

/** Saves the switch and the chosen CV; a CV that is not the caller's is 404, like an unknown one. */
export async function saveMatchSettings(db: Db, userId: string, input: { enabled: boolean; curriculum_uuid: string | null }, today: Date): Promise<MatchSettings> {
  const curriculumId = input.curriculum_uuid;
  if (curriculumId !== null) {
    const [owned] = isUuid(curriculumId)
      ? await db
          .select({ id: curricula.id })
          .from(curricula)
          .where(and(eq(curricula.id, curriculumId), eq(curricula.userId, userId)))
      : [];
    if (!owned) throw notFound(MATCH_CURRICULUM_NOT_FOUND_MESSAGE);
  }
  await db
    .insert(matchSettings)
    .values({ userId, enabled: input.enabled, curriculumId })
    .onConflictDoUpdate({ target: matchSettings.userId, set: { enabled: input.enabled, curriculumId, updatedAt: sql`now()` } });
  return getMatchSettings(db, userId, today);
}
