import type { SourceRun } from '@rumo/contract';

/** The schedule choices of the console (decision 1504): every 1, 6, 12 or 24 hours; 6 h is the default. */
export const INTERVAL_PRESETS = [60, 360, 720, 1440] as const;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** 'A cada 6 horas', 'A cada 1 hora e 30 min', 'A cada 45 min'. */
export function intervalLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `A cada ${rest} min`;
  const h = plural(hours, 'hora', 'horas');
  return rest === 0 ? `A cada ${h}` : `A cada ${h} e ${rest} min`;
}

/** The interval choices, with a source's own interval added when it is none of the presets (set from the CLI). */
export function intervalOptions(current?: number): { value: string; label: string }[] {
  const values: number[] = [...INTERVAL_PRESETS];
  if (current !== undefined && !values.includes(current)) values.push(current);
  return values.sort((a, b) => a - b).map((value) => ({ value: String(value), label: intervalLabel(value) }));
}

/** How long a run took: 'menos de 1 s', '45 s', '2 min 5 s'; null while it runs. */
export function runDuration(run: Pick<SourceRun, 'started_at' | 'finished_at'>): string | null {
  if (!run.finished_at) return null;
  const seconds = Math.max(0, Math.round((Date.parse(run.finished_at) - Date.parse(run.started_at)) / 1000));
  if (seconds === 0) return 'menos de 1 s';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
}

/** The line a run is summed up by in the list and on the Painel: '3 novas · 1 atualizada · 0 expiradas · 2 rejeitadas'. */
export function runSummary(run: Pick<SourceRun, 'created' | 'updated' | 'expired' | 'rejected'>): string {
  return [
    plural(run.created, 'nova', 'novas'),
    plural(run.updated, 'atualizada', 'atualizadas'),
    plural(run.expired, 'expirada', 'expiradas'),
    plural(run.rejected, 'rejeitada', 'rejeitadas'),
  ].join(' · ');
}

/**
 * A sync asked from the console: the newest run's id when it was asked (0 without runs), and
 * whether the server answered that it waits for a sync in progress (which then serves it).
 */
export type AwaitedSync = { afterRunId: number; waiting?: boolean };

/**
 * Whether the detail screen keeps refetching (decision 1504): while a sync holds the source's lease
 * (`syncing`) or its newest run is 'running', or after 'Sincronizar agora' until a run newer than
 * the request has appeared (the screen stops watching after a bound, so a scheduler that never
 * takes the source does not keep it polling). A request that waits for the sync in progress needs
 * no newer run: that sync's end is what it waits for.
 */
export function awaitingSync(runs: Pick<SourceRun, 'id' | 'status'>[] | undefined, awaited: AwaitedSync | null, syncing = false): boolean {
  const newest = runs?.[0];
  if (syncing || newest?.status === 'running') return true;
  if (!awaited || awaited.waiting) return false;
  return !newest || newest.id <= awaited.afterRunId;
}
