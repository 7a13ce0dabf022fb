import { describe, expect, it } from 'vitest';
import { changeJobsView, hasActiveFilters, readJobsView, writeJobsView } from './jobs-search-params.ts';

describe('jobs view in the URL', () => {
  it('round-trips every filter and the page', () => {
    const params = new URLSearchParams('query=react&state=SP&city=São Paulo&job_type=PJ&work_model=híbrido&seniority=Sênior&page=2');
    const view = readJobsView(params);
    expect(view).toEqual({ page: 2, query: 'react', state: 'SP', city: 'São Paulo', job_type: 'PJ', work_model: 'híbrido', seniority: 'Sênior' });
    expect(readJobsView(writeJobsView(view))).toEqual(view);
    expect(hasActiveFilters(view)).toBe(true);
  });

  it('drops unknown values and bad pages', () => {
    const view = readJobsView(new URLSearchParams('state=XX&job_type=CLT-flex&work_model=Remote&seniority=ninja&page=0'));
    expect(view).toEqual({ page: 1, query: '', state: undefined, city: undefined, job_type: undefined, work_model: undefined, seniority: undefined });
    expect(writeJobsView(view).toString()).toBe('');
    expect(hasActiveFilters(view)).toBe(false);
  });

  it('keeps the minimum salary and the PcD flag, dropping nonsense', () => {
    const view = readJobsView(new URLSearchParams('min_salary=8000&affirmative=true'));
    expect(view).toMatchObject({ min_salary: 8000, affirmative: true });
    expect(writeJobsView(view).toString()).toBe('min_salary=8000&affirmative=true');
    expect(hasActiveFilters(view)).toBe(true);
    for (const bad of ['min_salary=abc&affirmative=sim', 'min_salary=-5&affirmative=1', 'min_salary=0', 'min_salary=99999999999']) {
      expect(readJobsView(new URLSearchParams(bad)), bad).toMatchObject({ min_salary: undefined, affirmative: undefined });
    }
  });

  it('accepts a lower-case state', () => {
    expect(readJobsView(new URLSearchParams('state=rj')).state).toBe('RJ');
  });

  it('resets to page 1 on a filter change and clears the city when the state changes', () => {
    const view = readJobsView(new URLSearchParams('state=SP&city=Campinas&page=5'));
    expect(changeJobsView(view, { job_type: 'CLT' })).toMatchObject({ page: 1, state: 'SP', city: 'Campinas', job_type: 'CLT' });
    expect(changeJobsView(view, { state: 'RJ' })).toMatchObject({ page: 1, state: 'RJ', city: undefined });
    expect(changeJobsView(view, { state: 'SP' }).city).toBe('Campinas');
    expect(changeJobsView(view, { page: 6 }).page).toBe(6);
  });
});
