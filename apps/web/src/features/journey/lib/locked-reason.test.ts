import { describe, expect, it } from 'vitest';
import { lockedReasonText } from './locked-reason.ts';

describe('lockedReasonText', () => {
  it('names the step to finish, or the plan that opens the step', () => {
    expect(lockedReasonText({ kind: 'previous_step', step_order: 1, step_name: 'Fundamentos' })).toBe('Conclua a etapa 1 para desbloquear');
    expect(lockedReasonText({ kind: 'plan', feature: 'mentorship', plan_name: 'Profissional' })).toBe('Disponível no plano Profissional');
    expect(lockedReasonText({ kind: 'plan', feature: 'mentorship', plan_name: null })).toBe('Disponível em outro plano');
  });
});
