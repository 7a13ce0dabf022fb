import { JOB_POSITIONS_STORAGE_KEY, POSITION_SUGGESTIONS_MAX, type jobPositionsResponse, type JobPosition } from '@rumo/contract';
import { apiRequest, type Answer } from './api-client.ts';

/**
 * The positions list (GET /v1/job-alerts/positions) that the alert 'Cargo' search and the CV role
 * field both suggest from: the call, its browser-storage cache and the matching, in one place.
 */

const isPosition = (value: unknown): value is JobPosition =>
  typeof value === 'object' && value !== null && typeof (value as JobPosition).id === 'number' && typeof (value as JobPosition).position === 'string';

/**
 * The stored list when every item is a position (each kept as `{ id, position }`), else undefined.
 * A bare list is what is written; `{data: [...]}` is read too, in case another screen stored the raw
 * answer. Checked by hand: zod would be this module's only reason to load it (docs/decisions/1817).
 */
function storedPositions(value: unknown): JobPosition[] | undefined {
  const list = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? (value as { data?: unknown }).data : undefined;
  if (!Array.isArray(list) || !list.every(isPosition)) return undefined;
  return list.map(({ id, position }) => ({ id, position }));
}

/** The cached list (spec: kept in browser storage under 'job-positions'), or undefined when absent, empty or unreadable. */
export function readCachedPositions(): JobPosition[] | undefined {
  try {
    const raw = window.localStorage.getItem(JOB_POSITIONS_STORAGE_KEY);
    if (!raw) return undefined;
    const positions = storedPositions(JSON.parse(raw));
    return positions && positions.length > 0 ? positions : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedPositions(positions: JobPosition[]): void {
  try {
    window.localStorage.setItem(JOB_POSITIONS_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: the list is simply fetched again next time.
  }
}

/** Fetches the list and refreshes the cached copy. */
export async function fetchPositions(signal?: AbortSignal): Promise<JobPosition[]> {
  const { data } = await apiRequest<Answer<typeof jobPositionsResponse>>('/v1/job-alerts/positions', { signal });
  writeCachedPositions(data);
  return data;
}

/** Lower case without accents, so 'tecnico' finds 'Técnico'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Spec section 5: at most 10 positions containing the typed text (case- and accent-insensitive
 * substring), in list order. For blank text, `whenBlank` says whether to offer the first 10 (the
 * alert search opens its list on focus) or nothing (the CV role field is free text).
 */
export function suggestPositions(positions: readonly JobPosition[], typed: string, whenBlank: 'first' | 'none', max = POSITION_SUGGESTIONS_MAX): JobPosition[] {
  const needle = foldText(typed);
  if (!needle) return whenBlank === 'first' ? positions.slice(0, max) : [];
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
