// What other modules may use of match; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706).
// Jobs computes the list's scores, the compatibility order, a job's breakdown and 'Vagas para você' (docs/decisions/1704).
export { loadMatchProfile, matchProfileCache, type MatchParams, type MatchProfile } from './match-profile.ts';
export { matchFactorsSql, matchPlaceholderValues, matchScorePlaceholderSql, matchScoreSql, matchShape, monthlyTopSql } from './match-score-sql.ts';
export { coursesTeaching } from './match-courses.ts';
