/**
 * 'Sua Jornada' in the static shell (docs/decisions/1815): on a phone the screen's largest element
 * is the current step's first course's description, drawn from `/v1/steps`. Once that early answer
 * arrives, and when its first step is the current one (open, not finished: the step the accordion
 * opens, `currentStepId`) with a first course the learner can open and has not finished, index.html's
 * first-screen script sets these properties and puts `className` on <html>; the shell then draws that
 * step open, as the accordion draws it, with the course's name and description at their places. On a
 * large screen (two panes) the shell draws the header only (`visibleClass`, written out whole for
 * Tailwind).
 */
export const STEPS_SHELL = {
  path: '/steps',
  className: 'rumo-shell-steps',
  visibleClass: 'in-[.rumo-shell-steps]:max-lg:flex',
  /** The request whose answer carries the steps, as early-request-routes.ts writes it. */
  api: '/v1/steps',
  when: [
    { at: ['data', 0, 'is_locked'], is: false },
    { at: ['data', 0, 'ended_at'], is: null },
    { at: ['data', 0, 'courses', 0, 'is_accessible'], is: true },
    { at: ['data', 0, 'courses', 0, 'ended_at'], is: null },
  ],
  texts: [
    { at: ['data', 0, 'order'], property: '--rumo-step-order', format: 'number-text' },
    { at: ['data', 0, 'name'], property: '--rumo-step-name' },
    { at: ['data', 0, 'description'], property: '--rumo-step-description' },
    { at: ['data', 0, 'progress', 'percent'], property: '--rumo-step-percent', format: 'number' },
    { at: ['data', 0, 'progress', 'percent'], property: '--rumo-step-percent-text', format: 'number-text' },
    { at: ['data', 0, 'courses', 0, 'name'], property: '--rumo-course-name' },
    { at: ['data', 0, 'courses', 0, 'description'], property: '--rumo-course-description' },
  ],
} as const;
