import {
  APPLICATION_PERIODS,
  APPLICATION_SORT_DIRECTIONS,
  APPLICATION_SORTS,
  APPLICATION_STATUS_GROUPS,
  type ApplicationPeriod,
  type ApplicationSort,
  type ApplicationSortDirection,
  type ApplicationListQuery,
  type ApplicationStatusGroup,
} from '@rumo/contract';
import { searchParams } from '../../../lib/query-string.ts';

/** The list query of a view: its page, filters and sort, nothing else (the table and the first render's cache ask the same, decision 1818). */
export function applicationsQuery(view: ApplicationsView): ApplicationListQuery {
  return { page: view.page, search: view.search, status: view.status, period: view.period, sort: view.sort, direction: view.direction };
}

/** What the applications page shows, as kept in the URL (defaults are left out of it). */
export type ApplicationsView = {
  page: number;
  search: string;
  status: ApplicationStatusGroup | undefined;
  period: ApplicationPeriod;
  sort: ApplicationSort;
  direction: ApplicationSortDirection;
};

export const DEFAULT_APPLICATIONS_VIEW: ApplicationsView = { page: 1, search: '', status: undefined, period: 'all', sort: 'created_at', direction: 'desc' };

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined => ((values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined);

/** A hand-edited or stale link never breaks the page: unknown values fall back to the defaults. */
export function readApplicationsView(params: URLSearchParams): ApplicationsView {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: oneOf(APPLICATION_STATUS_GROUPS, params.get('status')),
    period: oneOf(APPLICATION_PERIODS, params.get('period')) ?? DEFAULT_APPLICATIONS_VIEW.period,
    sort: oneOf(APPLICATION_SORTS, params.get('sort')) ?? DEFAULT_APPLICATIONS_VIEW.sort,
    direction: oneOf(APPLICATION_SORT_DIRECTIONS, params.get('direction')) ?? DEFAULT_APPLICATIONS_VIEW.direction,
  };
}

export function writeApplicationsView(view: ApplicationsView): URLSearchParams {
  const sorted = view.sort !== DEFAULT_APPLICATIONS_VIEW.sort || view.direction !== DEFAULT_APPLICATIONS_VIEW.direction;
  return searchParams({
    search: view.search,
    status: view.status,
    period: view.period !== DEFAULT_APPLICATIONS_VIEW.period ? view.period : undefined,
    sort: sorted ? view.sort : undefined,
    direction: sorted ? view.direction : undefined,
    page: view.page > 1 ? view.page : undefined,
  });
}

/** Any change other than the page itself starts again at page 1. */
export function changeApplicationsView(view: ApplicationsView, patch: Partial<ApplicationsView>): ApplicationsView {
  return { ...view, ...patch, page: patch.page ?? 1 };
}

/** Clicking a column: the same column flips its direction; a new one starts A→Z, or newest first for the date. */
export function nextSort(view: ApplicationsView, sort: ApplicationSort): Pick<ApplicationsView, 'sort' | 'direction'> {
  if (view.sort === sort) return { sort, direction: view.direction === 'asc' ? 'desc' : 'asc' };
  return { sort, direction: sort === 'created_at' ? 'desc' : 'asc' };
}
