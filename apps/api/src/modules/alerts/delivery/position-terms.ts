/**
 * Turns a position name into search groups for the job title: every group must match, any
 * alternative inside a group may. Each alternative is later stemmed by PostgreSQL
 * (`plainto_tsquery('public.rumo_pt', …)`), so accents, case, gender endings ('Engenheiro' /
 * 'Engenheira') and stop words ('de') are handled there.
 *
 * - 'UX/UI' or 'DevOps/SRE': a slash lists alternatives ('Designer UX/UI' matches 'Designer UX').
 * - 'Front-end': matches 'Front-end', 'Front End' and 'Frontend'.
 * - Parentheses are ignored.
 */
export function positionTerms(position: string): string[][] {
  return position
    .replace(/[()[\]{},;]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const alternatives = new Set<string>();
      for (const part of word.split('/').filter(Boolean)) {
        if (part.includes('-')) {
          alternatives.add(part.replace(/-+/g, ' ').trim());
          alternatives.add(part.replace(/-+/g, ''));
        } else {
          alternatives.add(part);
        }
      }
      return [...alternatives].filter(Boolean);
    })
    .filter((group) => group.length > 0);
}
