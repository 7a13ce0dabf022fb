import { APPLICATIONS_PAGE_HEADER } from '../../features/applications/applications-page-header.ts';
import { CURRICULUM_LIST_HEADER } from '../../features/curriculum/curriculum-list-header.ts';
import { HIGHLIGHTS_PAGE_HEADER } from '../../features/highlights/highlights-page-header.ts';
import { JOBS_PAGE_HEADER } from '../../features/jobs/jobs-page-header.ts';
import { STEPS_PAGE_HEADER } from '../../features/journey/steps-page-header.ts';
import { PLANS_PAGE_HEADER } from '../../features/plans/plans-page-header.ts';
import { DASHBOARD_PAGE_HEADER } from '../dashboard/dashboard-page-header.ts';
import { CONSOLE_HOME_CLASS, CONSOLE_HOME_HEADER } from './console-home-header.ts';

/**
 * The screens whose page header is fixed text, drawn by index.html's static shell before any
 * JavaScript (docs/decisions/1806): on a slow phone that header is the screen's largest text, so it
 * paints with the shell instead of after the screen's code has run. index.html's first-screen
 * script puts `className` on <html> for the screen's address; `visibleClass` shows its header then
 * (written out whole: Tailwind finds classes as literal text). A header with `firstNameAt` greets
 * the person by name (greeting.ts, decision 1807).
 */
export const SCREEN_HEADERS = [
  { path: '/dashboard', className: 'rumo-screen-dashboard', visibleClass: 'in-[.rumo-screen-dashboard]:flex', header: DASHBOARD_PAGE_HEADER },
  { path: '/jobs', className: 'rumo-screen-jobs', visibleClass: 'in-[.rumo-screen-jobs]:flex', header: JOBS_PAGE_HEADER },
  { path: '/steps', className: 'rumo-screen-steps', visibleClass: 'in-[.rumo-screen-steps]:flex', header: STEPS_PAGE_HEADER },
  { path: '/applications', className: 'rumo-screen-applications', visibleClass: 'in-[.rumo-screen-applications]:flex', header: APPLICATIONS_PAGE_HEADER },
  { path: '/curriculum', className: 'rumo-screen-curriculum', visibleClass: 'in-[.rumo-screen-curriculum]:flex', header: CURRICULUM_LIST_HEADER },
  { path: '/highlights', className: 'rumo-screen-highlights', visibleClass: 'in-[.rumo-screen-highlights]:flex', header: HIGHLIGHTS_PAGE_HEADER },
  { path: '/plans', className: 'rumo-screen-plans', visibleClass: 'in-[.rumo-screen-plans]:flex', header: PLANS_PAGE_HEADER },
  { path: '/admin', className: CONSOLE_HOME_CLASS, visibleClass: 'in-[.rumo-screen-console-home]:flex', header: CONSOLE_HOME_HEADER },
] as const;
