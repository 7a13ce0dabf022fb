import { POSITION_SUGGESTIONS_MAX, type JobPosition } from '@rumo/contract';

/** Case- and accent-insensitive, so 'desenvolvedor' also finds 'Desenvolvedor Back-end' and 'tecnico' finds 'Técnico'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** Spec section 5: at most 10 positions containing the typed text (case-insensitive substring). */
export function suggestPositions(positions: readonly JobPosition[], typed: string, max = POSITION_SUGGESTIONS_MAX): JobPosition[] {
  const needle = fold(typed);
  if (!needle) return [];
  const out: JobPosition[] = [];
  for (const option of positions) {
    if (fold(option.position).includes(needle)) out.push(option);
    if (out.length >= max) break;
  }
  return out;
}
