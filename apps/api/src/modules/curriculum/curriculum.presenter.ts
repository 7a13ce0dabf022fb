import { asc, desc, inArray, sql } from 'drizzle-orm';
import { JOB_TYPES, type Curriculum, type JobType } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import type { curricula } from '../../db/schema/index.ts';
import { curriculumExperiences, curriculumFormations, curriculumLanguages } from '../../db/schema/index.ts';

type CurriculumRow = typeof curricula.$inferSelect;
type Executor = Pick<Db, 'select'>;

/**
 * Loads the nested lists of the given CVs (three queries, whatever the number of CVs) and whitelists
 * the spec's field names. Items are ordered the way a CV reads: current and latest first; languages
 * from the strongest level (the level strings sort A1 < … < C2).
 */
export async function presentCurricula(db: Executor, rows: CurriculumRow[]): Promise<Curriculum[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // Sequential on purpose: inside a transaction the three queries share one connection.
  const formations = await db
    .select()
    .from(curriculumFormations)
    .where(inArray(curriculumFormations.curriculumId, ids))
    .orderBy(desc(curriculumFormations.endDate), desc(curriculumFormations.startDate), asc(curriculumFormations.id));
  const languages = await db
    .select()
    .from(curriculumLanguages)
    .where(inArray(curriculumLanguages.curriculumId, ids))
    .orderBy(desc(curriculumLanguages.proficiency), asc(curriculumLanguages.language), asc(curriculumLanguages.id));
  const experiences = await db
    .select()
    .from(curriculumExperiences)
    .where(inArray(curriculumExperiences.curriculumId, ids))
    .orderBy(sql`${curriculumExperiences.endDate} desc nulls first`, desc(curriculumExperiences.startDate), asc(curriculumExperiences.id));
  return rows.map((row) => ({
    uuid: row.id,
    name: row.name,
    role: row.role,
    role_description: row.roleDescription,
    location: row.location,
    state: row.state,
    summary: row.summary,
    worked_before: row.workedBefore,
    last_salary: row.lastSalary === null ? null : Number(row.lastSalary),
    skills: row.skills,
    // Values outside the list (written by hand in the database) are dropped, not a 500.
    accepted_job_types: row.acceptedJobTypes.filter((t): t is JobType => (JOB_TYPES as readonly string[]).includes(t)),
    formations: formations
      .filter((f) => f.curriculumId === row.id)
      .map((f) => ({ uuid: f.id, name: f.name, graduation: f.graduation, institution: f.institution, start_date: f.startDate, end_date: f.endDate })),
    languages: languages.filter((l) => l.curriculumId === row.id).map((l) => ({ uuid: l.id, language: l.language, proficiency: l.proficiency })),
    experiences: experiences
      .filter((e) => e.curriculumId === row.id)
      .map((e) => ({
        uuid: e.id,
        role: e.role,
        company_name: e.companyName,
        description: e.description,
        start_date: e.startDate,
        end_date: e.endDate,
      })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}
