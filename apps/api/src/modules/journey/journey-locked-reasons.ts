import type { StepLockedReason } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { cheapestPlanWithFeature } from '../plans/index.ts';
import { flattenCourse, type Catalogue, type CatalogueStep } from './journey-catalogue.ts';
import { stateOf, type JourneyState } from './progress-engine.ts';

/** What holds a step locked, before the plan's name is looked up. */
export type StepBlocker = { kind: 'previous_step'; step: CatalogueStep } | { kind: 'plan'; feature: string };

const hasContents = (step: CatalogueStep) => step.courses.some((c) => flattenCourse(c).length > 0);

/**
 * Why each locked step is locked (docs/decisions/1703), by the rules of decision 0500/1603: a step
 * closed by its plan gate names the gate; any other locked step names the nearest earlier step that
 * still holds it back — not closed by a plan (those do not hold back), with contents, not ended.
 * That is the step just before it in the usual case, and never a step the learner cannot finish.
 */
export function stepBlockers(catalogue: Catalogue, state: JourneyState, closedSteps: ReadonlySet<string>): Map<string, StepBlocker> {
  const blockers = new Map<string, StepBlocker>();
  let holding: CatalogueStep | null = null;
  for (const step of catalogue) {
    if (closedSteps.has(step.id)) blockers.set(step.id, { kind: 'plan', feature: step.requiredFeature ?? '' });
    else if (!stateOf(state, step.id).accessible && holding) blockers.set(step.id, { kind: 'previous_step', step: holding });
    if (!closedSteps.has(step.id) && hasContents(step) && stateOf(state, step.id).endedAt === null) holding = step;
  }
  return blockers;
}

/** The blockers with the plan to show: the cheapest active plan that opens the step. */
export async function stepLockedReasons(db: Db, blockers: ReadonlyMap<string, StepBlocker>): Promise<Map<string, StepLockedReason>> {
  const planNames = new Map<string, string | null>();
  const reasons = new Map<string, StepLockedReason>();
  for (const [stepId, blocker] of blockers) {
    if (blocker.kind === 'previous_step') {
      reasons.set(stepId, { kind: 'previous_step', step_order: blocker.step.order, step_name: blocker.step.name });
      continue;
    }
    if (!planNames.has(blocker.feature)) planNames.set(blocker.feature, await cheapestPlanWithFeature(db, blocker.feature));
    reasons.set(stepId, { kind: 'plan', feature: blocker.feature, plan_name: planNames.get(blocker.feature) ?? null });
  }
  return reasons;
}

/** The 403 of a course in a step the learner's plan does not include, naming the plan that opens it. */
export async function stepNotInPlanMessage(db: Db, feature: string | null): Promise<string> {
  const plan = feature ? await cheapestPlanWithFeature(db, feature) : null;
  return plan
    ? `Disponível no plano ${plan}. Conheça os planos para desbloquear esta etapa da Jornada.`
    : 'Seu plano não inclui esta etapa da Jornada. Conheça os planos para desbloqueá-la.';
}
