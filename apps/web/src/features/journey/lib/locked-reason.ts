import type { StepLockedReason } from '@rumo/contract';

/** What a locked step says unlocks it (decision 1703). */
export function lockedReasonText(reason: StepLockedReason): string {
  if (reason.kind === 'previous_step') return `Conclua a etapa ${reason.step_order} para desbloquear`;
  return reason.plan_name ? `Disponível no plano ${reason.plan_name}` : 'Disponível em outro plano';
}
