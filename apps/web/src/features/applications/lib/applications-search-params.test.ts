import { describe, expect, it } from 'vitest';
import { changeApplicationsView, DEFAULT_APPLICATIONS_VIEW, nextSort, readApplicationsView, writeApplicationsView } from './applications-search-params.ts';

describe('applications view in the URL', () => {
  it('reads defaults from an empty URL and writes nothing back', () => {
    const view = readApplicationsView(new URLSearchParams(''));
    expect(view).toEqual(DEFAULT_APPLICATIONS_VIEW);
    expect(writeApplicationsView(view).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const params = new URLSearchParams('search=nubank&status=closed&period=month&sort=title&direction=asc&page=3');
    const view = readApplicationsView(params);
    expect(view).toEqual({ page: 3, search: 'nubank', status: 'closed', period: 'month', sort: 'title', direction: 'asc' });
    expect(readApplicationsView(writeApplicationsView(view))).toEqual(view);
  });

  it('falls back to defaults for garbage', () => {
    const view = readApplicationsView(new URLSearchParams('page=-2&status=open&period=decade&sort=salary&direction=up'));
    expect(view).toEqual(DEFAULT_APPLICATIONS_VIEW);
  });

  it('resets to page 1 on any change but the page', () => {
    const view = { ...DEFAULT_APPLICATIONS_VIEW, page: 4 };
    expect(changeApplicationsView(view, { status: 'active' }).page).toBe(1);
    expect(changeApplicationsView(view, { page: 5 }).page).toBe(5);
  });

  it('flips the direction on the same column and picks a natural one for a new column', () => {
    const view = DEFAULT_APPLICATIONS_VIEW;
    expect(nextSort(view, 'created_at')).toEqual({ sort: 'created_at', direction: 'asc' });
    expect(nextSort(view, 'title')).toEqual({ sort: 'title', direction: 'asc' });
    expect(nextSort({ ...view, sort: 'title', direction: 'asc' }, 'title')).toEqual({ sort: 'title', direction: 'desc' });
  });
});
