import { describe, expect, it } from 'vitest';
import { courseCardLabels, courseCardState } from './course-card-state.ts';

describe('courseCardState (decision 0505, not the inverted mapping of the spec)', () => {
  it.each([
    ['not accessible', { is_accessible: false, ended_at: null, progress: { total: 5, completed: 0 } }, 'locked', 'Bloqueado'],
    ['not accessible even with progress stored', { is_accessible: false, ended_at: null, progress: { total: 5, completed: 2 } }, 'locked', 'Bloqueado'],
    ['accessible, nothing done', { is_accessible: true, ended_at: null, progress: { total: 5, completed: 0 } }, 'available', 'Começar'],
    ['accessible, some contents done', { is_accessible: true, ended_at: null, progress: { total: 5, completed: 3 } }, 'in_progress', 'Continuar'],
    ['ended', { is_accessible: true, ended_at: '2026-01-01T10:00:00.000Z', progress: { total: 5, completed: 5 } }, 'completed', 'Rever'],
  ])('%s → %s', (_label, course, state, label) => {
    expect(courseCardState(course)).toBe(state);
    expect(courseCardLabels[courseCardState(course)]).toBe(label);
  });
});
