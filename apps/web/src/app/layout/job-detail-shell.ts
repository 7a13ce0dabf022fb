/**
 * The job page in the static shell (docs/decisions/1810): the job's title is that screen's largest
 * text, so the shell draws it as soon as the early answer for the job arrives, before the screen's
 * code has run. index.html's first-screen script puts `className` on <html> for a job's address
 * (the card then shows, `visibleClass`, written out whole for Tailwind) and sets `titleProperty`
 * to the answer's title, as a CSS string, when it arrives; the shell draws it with
 * `before:content-(--rumo-job-title)`, as the greeting draws the first name (greeting.ts).
 */
export const JOB_DETAIL_SHELL = {
  path: '/jobs/:id',
  className: 'rumo-screen-job-detail',
  visibleClass: 'in-[.rumo-screen-job-detail]:flex',
  /** The request whose answer carries the title, as early-request-routes.ts writes it, and where the title is in it. */
  api: '/v1/jobs/:id',
  titleAt: ['data', 'title'],
  titleProperty: '--rumo-job-title',
} as const;
