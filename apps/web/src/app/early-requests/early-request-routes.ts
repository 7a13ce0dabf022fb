import type { ShellText } from './boot-first-screen.ts';
import { HIGHLIGHTS_SHELL } from '../layout/highlights-shell.ts';
import { JOB_DETAIL_SHELL } from '../layout/job-detail-shell.ts';
import { SCREEN_HEADERS } from '../layout/screen-headers.ts';
import { STEPS_SHELL } from '../layout/steps-shell.ts';

/**
 * For each logged-in screen the inline script of index.html serves early (docs/decisions/1802):
 * the modules it needs (their chunks are preloaded) and the GET requests its first render makes,
 * written as the screens' own queries write them (`/api` is added). `:id` is the URL's segment.
 * `early-request-routes.test.tsx` renders each screen and fails when a path here is not one the
 * screen asks for, so a changed query cannot leave a wasted early request behind.
 *
 * Only requests made whatever the query string says: lists whose filters live in the query string
 * (jobs, applications, highlights) are asked early only for the URL without one (the boot script
 * skips every API request when there is a query string).
 */
export type EarlyRequestRoute = {
  /** A route path of router.tsx, with at most one `:id`. */
  path: string;
  modules: string[];
  api: string[];
  /** Drawn inside an AppShell: index.html's static shell is shown for it (the console's home in the console's frame, decision 1814). */
  shell: boolean;
  /** The class that shows the screen's fixed page header in the static shell (screen-headers.ts, decision 1806). */
  screenClass?: string;
  /** Strings of these answers the static shell draws as they arrive (the job's title, the first highlight's image, the current step; decisions 1810, 1815): `api` is one of `api`, `at` the path in its JSON, `property` the CSS custom property set to the string, `when` the values the answer must hold for it to be drawn. */
  texts?: (Omit<ShellText, 'api' | 'at' | 'when'> & { api: string; at: readonly (string | number)[]; when?: ShellTextWhen })[];
};

type ShellTextWhen = readonly { at: readonly (string | number)[]; is: string | number | boolean | null }[];

/** The modules of every job seeker screen around the screen's own (router.tsx preloads the same). */
const SEEKER_SHELL = ['src/app/query-boundary.tsx', 'src/app/layout/app-layout.tsx'];
/** The layout asks who is logged in (staff see 'Administração'). */
const ME = '/v1/users/me';

const seeker = (path: string, screen: string, api: string[]): EarlyRequestRoute => ({
  path,
  modules: [...SEEKER_SHELL, `src/app/routes/${screen}.tsx`],
  api: [...api, ME],
  shell: true,
  screenClass: SCREEN_HEADERS.find((h) => h.path === path)?.className,
});

export const EARLY_REQUEST_ROUTES: EarlyRequestRoute[] = [
  seeker('/dashboard', 'dashboard', ['/v1/jobs/for-you', '/v1/applications?per_page=3&sort=created_at&direction=desc', '/v1/job-alerts', '/v1/steps']),
  seeker('/jobs', 'jobs', ['/v1/jobs?page=1', '/v1/saved-jobs/ids']),
  {
    ...seeker(JOB_DETAIL_SHELL.path, 'job-detail', [JOB_DETAIL_SHELL.api, '/v1/jobs/:id/match', '/v1/saved-jobs/ids']),
    screenClass: JOB_DETAIL_SHELL.className,
    texts: [{ api: JOB_DETAIL_SHELL.api, at: JOB_DETAIL_SHELL.titleAt, property: JOB_DETAIL_SHELL.titleProperty }],
  },
  {
    ...seeker(STEPS_SHELL.path, 'steps', [STEPS_SHELL.api, '/v1/certificates']),
    // Every text of the current step, on the same conditions, each showing the step once drawn (decision 1815).
    texts: STEPS_SHELL.texts.map((text) => ({ ...text, api: STEPS_SHELL.api, when: STEPS_SHELL.when, className: STEPS_SHELL.className })),
  },
  seeker('/applications', 'applications', ['/v1/applications?page=1&period=all&sort=created_at&direction=desc']),
  seeker('/curriculum', 'curriculum-list', ['/v1/curriculum']),
  {
    ...seeker(HIGHLIGHTS_SHELL.path, 'highlights', [HIGHLIGHTS_SHELL.api]),
    texts: [{ api: HIGHLIGHTS_SHELL.api, at: HIGHLIGHTS_SHELL.imageAt, property: HIGHLIGHTS_SHELL.imageProperty, format: 'url', className: HIGHLIGHTS_SHELL.className }],
  },
  seeker('/plans', 'plans', ['/v1/plans', '/v1/plans/features']),
  {
    path: '/admin',
    modules: ['src/app/query-boundary.tsx', 'src/admin/console-app.tsx', 'src/admin/console-home.tsx'],
    // The static shell in the console's frame, with its home's header (decision 1814).
    shell: true,
    screenClass: SCREEN_HEADERS.find((h) => h.path === '/admin')?.className,
    // What every staff member's console home asks for. The menu's counts (jobs in review, open
    // tickets, new leads) are asked only by those who hold their capability: not early.
    api: ['/admin/v1/me', '/admin/v1/overview'],
  },
];
