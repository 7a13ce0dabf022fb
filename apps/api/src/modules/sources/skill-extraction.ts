import { ROLES } from '../jobs/index.ts';

/**
 * The skills vocabulary is the one the app's jobs already use (the role templates' skills), so a
 * connector job's tags match the filters and alerts of every other job (docs/decisions/1501).
 */
export const SKILL_VOCABULARY: readonly string[] = [...new Set(ROLES.flatMap((role) => role.skills))];

// Accents off and lower case, keeping every index where it was (so positions compare across forms).
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Short terms ('Go', 'SQL', 'CSS', 'dbt') are matched in their own case: in Portuguese text, 'go'
// or 'css' in lower case are far more often noise than the tool. Longer ones ignore case and accents.
const MATCHERS = SKILL_VOCABULARY.map((skill) => {
  const short = skill.length <= 3;
  const term = escapeRegExp(short ? skill : fold(skill));
  return { skill, short, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${term}(?![\\p{L}\\p{N}#+])`, short ? 'u' : 'iu') };
});

const MAX_SKILLS = 20;

/** The vocabulary's skills named in the text, in the order they first appear. */
export function extractSkills(text: string): string[] {
  const folded = fold(text);
  const found: { skill: string; at: number }[] = [];
  for (const { skill, short, pattern } of MATCHERS) {
    // Short terms need the original case; the folded text keeps the original's indices for Latin text.
    const match = pattern.exec(short ? text : folded);
    if (match) found.push({ skill, at: match.index });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_SKILLS)
    .map((f) => f.skill);
}
