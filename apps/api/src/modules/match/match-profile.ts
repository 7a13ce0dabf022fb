import { sql } from 'drizzle-orm';
import { JOB_TYPES, type BrazilState, type JobType, type MatchCurriculum, type MatchStatus } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { ListenedCache } from '../../lib/listened-cache.ts';
import { toUf } from '../sources/index.ts';
import { seniorityLevel, yearsOfExperience, type ExperiencePeriod } from './match-years.ts';

/** What the score is computed with (docs/decisions/1704): the parameters of match-score-sql.ts. */
export type MatchParams = {
  /** The CV's skills' keys (curricula.skill_keys, the same as skillKey). */
  skillKeys: string[];
  /** Index in SENIORITIES of the CV's level. */
  level: number;
  years: number;
  /** The CV's state as a UF; null when the CV says none or something that is not a state. */
  state: BrazilState | null;
  /** Empty = any contract type (the factor is left out). */
  acceptedTypes: JobType[];
  /** Reais per month; null = unknown (the factor is left out). */
  lastSalary: number | null;
};

export type MatchProfile = {
  status: MatchStatus;
  /** The CV scores are (or, switched off, would be) computed with: the chosen one, else the one updated last. */
  curriculum: MatchCurriculum | null;
  params: MatchParams | null;
  /** The settings as stored: on by default, the chosen CV (null = the one updated last). */
  enabled: boolean;
  chosenCurriculumId: string | null;
};

type ProfileRow = {
  enabled: boolean | null;
  chosen_id: string | null;
  cv_id: string | null;
  cv_name: string | null;
  skill_keys: string[] | null;
  state: string | null;
  accepted_job_types: string[] | null;
  last_salary: string | number | null;
  experiences: ExperiencePeriod[] | string | null;
};

const jobTypes = new Set<string>(JOB_TYPES);

/**
 * The profile's row per user, kept in memory while the database's changes to match settings, CVs
 * and their experiences are heard (decision 1809, migration 0022): every job list asks it. `today`
 * is applied after, so a kept row stays right across midnight.
 */
const profileCaches = new WeakMap<Db, ListenedCache<ProfileRow | null>>();
const PROFILE_TTL_MS = 10_000;
const PROFILE_ENTRIES = 20_000;

/** One per database, as the job rows (tests run many databases in one process); the app keeps it true. */
export function matchProfileCache(db: Db): ListenedCache<ProfileRow | null> {
  let cache = profileCaches.get(db);
  if (!cache) profileCaches.set(db, (cache = new ListenedCache({ ttlMs: PROFILE_TTL_MS, maxEntries: PROFILE_ENTRIES })));
  return cache;
}

async function profileRow(db: Db, userId: string): Promise<ProfileRow | null> {
  const cache = matchProfileCache(db);
  const now = Date.now();
  const kept = cache.get(userId, now);
  if (kept !== undefined) return kept;
  const startedAt = cache.begin();
  const [row = null] = await preparedSql<ProfileRow>(db, 'match_profile', profileSql).rows({ userId });
  cache.set(userId, row, startedAt, now, { group: userId });
  return row;
}

/** A prepared statement (docs/decisions/1804): it runs on every job list, and planning it cost more than running it. */
const profileSql = () => sql`
  SELECT ms.enabled, ms.curriculum_id AS chosen_id, c.id AS cv_id, c.name AS cv_name, c.skill_keys, c.state,
         c.accepted_job_types, c.last_salary,
         (SELECT coalesce(json_agg(json_build_object('start', e.start_date, 'end', e.end_date)), '[]'::json)
            FROM curriculum_experiences e WHERE e.curriculum_id = c.id) AS experiences
  FROM (SELECT ${sql.placeholder('userId')}::uuid AS id) AS u
  LEFT JOIN match_settings ms ON ms.user_id = u.id
  LEFT JOIN LATERAL (
    SELECT * FROM curricula WHERE user_id = u.id
    ORDER BY (id IS NOT DISTINCT FROM ms.curriculum_id) DESC, updated_at DESC, id DESC LIMIT 1
  ) AS c ON TRUE`;

/**
 * The user's compatibility settings and the CV scores are computed with — the chosen one, else the
 * one updated last — with its experiences' periods, in one query (it runs on every job list).
 */
export async function loadMatchProfile(db: Db, userId: string, today: Date): Promise<MatchProfile> {
  const row = await profileRow(db, userId);
  const enabled = row?.enabled ?? true;
  const chosenCurriculumId = row?.chosen_id ?? null;
  const curriculum = row?.cv_id ? { uuid: row.cv_id, name: row.cv_name ?? '' } : null;
  if (!enabled) return { status: 'off', curriculum, params: null, enabled, chosenCurriculumId };
  if (!row?.cv_id) return { status: 'no_curriculum', curriculum, params: null, enabled, chosenCurriculumId };
  const experiences = typeof row.experiences === 'string' ? (JSON.parse(row.experiences) as ExperiencePeriod[]) : (row.experiences ?? []);
  const years = yearsOfExperience(experiences, today);
  return {
    status: 'on',
    curriculum,
    enabled,
    chosenCurriculumId,
    params: {
      skillKeys: row.skill_keys ?? [],
      years,
      level: seniorityLevel(years),
      state: row.state ? toUf(row.state) : null,
      acceptedTypes: (row.accepted_job_types ?? []).filter((t): t is JobType => jobTypes.has(t)),
      lastSalary: row.last_salary === null ? null : Number(row.last_salary),
    },
  };
}
