import { DEFAULT_ACCOUNTANT_COST, PRO_LABORE_MODES, type ProLaboreMode } from '@rumo/contract';

/**
 * The user's own figures (benefits, dependants, accountant, pró-labore), as typed, remembered on this
 * device only (docs/decisions/1701): they are the same for every job, and what someone earns in
 * benefits or how many dependants they have never needs to reach the server for this.
 */
export type TakeHomeInputs = {
  dependents: string;
  meal: string;
  health: string;
  other: string;
  accountant: string;
  proLaboreMode: ProLaboreMode;
};

const KEY = 'rumo.take-home';
const TEXT_MAX = 20;

export const DEFAULT_INPUTS: TakeHomeInputs = { dependents: '0', meal: '', health: '', other: '', accountant: String(DEFAULT_ACCOUNTANT_COST), proLaboreMode: 'fator-r' };

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.length <= TEXT_MAX ? value : fallback);

/** What this device remembers, each field checked (anything else falls back to its default). */
export function readSavedInputs(): TakeHomeInputs {
  try {
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return {
      dependents: text(saved.dependents, DEFAULT_INPUTS.dependents),
      meal: text(saved.meal, DEFAULT_INPUTS.meal),
      health: text(saved.health, DEFAULT_INPUTS.health),
      other: text(saved.other, DEFAULT_INPUTS.other),
      accountant: text(saved.accountant, DEFAULT_INPUTS.accountant),
      proLaboreMode: (PRO_LABORE_MODES as readonly unknown[]).includes(saved.proLaboreMode) ? (saved.proLaboreMode as ProLaboreMode) : DEFAULT_INPUTS.proLaboreMode,
    };
  } catch {
    return DEFAULT_INPUTS;
  }
}

export function saveInputs(inputs: TakeHomeInputs): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(inputs));
  } catch {
    // Storage full or blocked: the figures still apply until the page is left.
  }
}
