import type { Graduation, LanguageLevel } from '@rumo/contract';
import { LANGUAGE_LEVELS } from '@rumo/contract';

/** Lower case without accents, so 'Avançado', 'avancado' and 'AVANÇADO' compare equal. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

// Order matters: the more specific phrase is tested before the word it contains
// ('intermediário avançado' before 'avançado', 'limited working' before 'limited').
const fluencyRules: Array<[RegExp, LanguageLevel]> = [
  [/native|nativ|materna|bilingu|full professional|fluent|fluente|proficiencia plena/, 'C2-Fluente'],
  [/upper.?intermediate|intermediario.?avancado|intermediate.?advanced/, 'B2-Intermediário Avançado'],
  [/advanced|avancado|professional working|profissional|proficient/, 'C1-Avançado'],
  [/limited working|intermediate|intermediario|conversa/, 'B1-Intermediário'],
  [/elementary|elementar|basic|basico|limited|limitad/, 'A2-Básico'],
  [/beginner|iniciante|novice/, 'A1-Iniciante'],
];

/** JSON Resume `fluency` (free text) → one of the six levels; null when nothing matches. */
export function mapFluency(fluency: string | null | undefined): LanguageLevel | null {
  if (!fluency) return null;
  const folded = fold(fluency);
  const exact = LANGUAGE_LEVELS.find((level) => fold(level) === folded);
  if (exact) return exact;
  const cefr = /\b([abc][12])\b/.exec(folded)?.[1];
  if (cefr) return LANGUAGE_LEVELS.find((level) => level.toLowerCase().startsWith(cefr)) ?? null;
  return fluencyRules.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

const studyTypeRules: Array<[RegExp, Graduation]> = [
  [/doutor|doctor|ph\.?d/, 'Doutorado'],
  // A Brazilian MBA or especialização is a lato sensu course, not a master's degree.
  [/\bmba\b|especializa|pos.?gradua|postgrad|post.?graduate/, 'Certificado'],
  [/mestr|master|\bm\.?sc?\b/, 'Mestrado'],
  [/tecnolog|tecnic|technical|technician|associate/, 'Técnico'],
  [/bachar|bachelor|licenciatura|graduacao|undergrad|\bb\.?sc?\b|\bb\.?a\b|superior/, 'Bacharelado'],
  [/certif|curso|course|bootcamp|nanodegree|diploma/, 'Certificado'],
];

/** JSON Resume `studyType` (free text) → one of the five graduation options; null when nothing matches. */
export function mapStudyType(studyType: string | null | undefined): Graduation | null {
  if (!studyType) return null;
  const folded = fold(studyType);
  return studyTypeRules.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

/** ISO 8601 as JSON Resume allows it (yyyy, yyyy-mm, yyyy-mm-dd, or a full timestamp) → yyyy-mm-dd. */
export function normaliseResumeDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T.*)?$/.exec(value.trim());
  if (!m) return null;
  return `${m[1]}-${m[2] ?? '01'}-${m[3] ?? '01'}`;
}
