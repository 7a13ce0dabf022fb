import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type Application, type ApplicationStatus, type SavedJob } from '@rumo/contract';

/**
 * The board's columns (decision 1702): 'Salva' (a saved job without an application) and then the
 * stored statuses in pipeline order, each with its pt-BR name.
 */
export type Stage = 'saved' | ApplicationStatus;
export const SAVED_STAGE_LABEL = 'Salva';
export const BOARD_STAGES: readonly Stage[] = ['saved', ...APPLICATION_STATUSES];

export const stageLabel = (stage: Stage): string => (stage === 'saved' ? SAVED_STAGE_LABEL : APPLICATION_STATUS_LABELS[stage]);

/** A card on the board: a saved job or an application. */
export type BoardCard =
  | { kind: 'saved'; id: string; stage: 'saved'; title: string; company: string | null; saved: SavedJob }
  | { kind: 'application'; id: string; stage: ApplicationStatus; title: string; company: string | null; application: Application };

export function boardCards(saved: SavedJob[], applications: Application[]): BoardCard[] {
  return [
    ...saved.map((s): BoardCard => ({ kind: 'saved', id: `saved:${s.job.uuid}`, stage: 'saved', title: s.job.title, company: s.job.company, saved: s })),
    ...applications.map((a): BoardCard => ({ kind: 'application', id: a.uuid, stage: a.status, title: a.job.title, company: a.job.company, application: a })),
  ];
}

/** Where a card may go: anywhere but where it is; an application never goes back to 'Salva' (it exists now). */
export function moveTargets(card: BoardCard): Stage[] {
  return BOARD_STAGES.filter((stage) => stage !== card.stage && stage !== 'saved');
}
