import { POSITION_SUGGESTIONS_MAX, type JobPosition } from '@rumo/contract';

/** Lower case without accents, so 'tecnico' finds 'Técnico'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** Spec, section 5: at most 10 positions containing the typed text (case-insensitive substring), in list order. */
export function suggestPositions(positions: readonly JobPosition[], typed: string, max = POSITION_SUGGESTIONS_MAX): JobPosition[] {
  const needle = foldText(typed);
  if (!needle) return positions.slice(0, max);
  const out: JobPosition[] = [];
  for (const option of positions) {
    if (foldText(option.position).includes(needle)) out.push(option);
    if (out.length >= max) break;
  }
  return out;
}

/** The option whose name is exactly what was typed (ignoring case and accents), if any. */
export function exactPosition(positions: readonly JobPosition[], typed: string): JobPosition | undefined {
  const needle = foldText(typed);
  return needle ? positions.find((p) => foldText(p.position) === needle) : undefined;
}
