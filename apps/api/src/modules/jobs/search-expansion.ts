import { sql, type SQL } from 'drizzle-orm';
import { SYNONYM_GROUPS } from './search-synonyms.ts';

/** How people's words are compared with the list: case and accents ignored, '/', '.', '@' split words as in the vectors. */
export function normalizeTerm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[/.@]/g, ' ')
    .replace(/[^\p{L}\p{N}+#\-\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A term that only leads to its group when typed ('~front'), and the term itself. */
const typedOnly = (term: string) => term.startsWith('~');
export const termText = (term: string) => (typedOnly(term) ? term.slice(1) : term);

/**
 * Each term of the list, normalized, to what a search for it looks for: its group's terms but the
 * typed-only ones, and itself.
 */
const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) {
  const searched = group.filter((term) => !typedOnly(term));
  for (const term of group) GROUP_OF.set(normalizeTerm(termText(term)), typedOnly(term) ? [termText(term), ...searched] : searched);
}
const LONGEST_TERM = Math.max(...[...GROUP_OF.keys()].map((term) => term.split(' ').length));

/** Past this many words a query is taken as typed: its expansion would only slow the search. */
const MAX_WORDS = 8;

/**
 * The words of a plain query, each run of words that is a term of the list taken as its whole
 * group, longest first ('engenheiro de dados' before 'engenheiro'). Null when the text uses the
 * websearch syntax (quotes, OR, -word): the person asked for those words exactly.
 */
export function expandQuery(text: string): (readonly string[])[] | null {
  if (/["']|(^|\s)-\S|\bor\b/i.test(text)) return null;
  const words = normalizeTerm(text).split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS) return null;
  const parts: (readonly string[])[] = [];
  let expanded = false;
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(LONGEST_TERM, words.length - i); n > 0 && taken === 0; n--) {
      const group = GROUP_OF.get(words.slice(i, i + n).join(' '));
      if (group) {
        parts.push(group);
        taken = n;
        expanded = true;
      }
    }
    if (taken === 0) {
      parts.push([words[i]!]);
      taken = 1;
    }
    i += taken;
  }
  return expanded ? parts : null;
}

/** A term of several words is a phrase: 'front end' must not find 'front' and 'end' apart in a text. */
const termQuery = (term: string) => {
  const text = normalizeTerm(term);
  return /[\s-]/.test(text) ? sql`phraseto_tsquery('public.rumo_pt', ${text})` : sql`plainto_tsquery('public.rumo_pt', ${text})`;
};

/**
 * The tsquery of a plain query with the synonyms of its words (decision 1907): AND over its words,
 * OR over a word's group (a term of several words as a phrase). Built from tsquery operators (`&&`, `||`), which are immutable, so the
 * planner folds it once and the GIN index answers it as it does the typed query; null when nothing
 * in the text is in the list.
 */
export function synonymTsQuery(text: string): SQL | null {
  const parts = expandQuery(text);
  if (!parts) return null;
  const ors = parts.map((group) => (group.length === 1 ? termQuery(group[0]!) : sql`(${sql.join(group.map(termQuery), sql` || `)})`));
  return sql`(${sql.join(ors, sql` && `)})`;
}
