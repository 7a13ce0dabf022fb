import { describe, expect, it } from 'vitest';
import { queryString, searchParams } from './query-string.ts';

describe('searchParams and queryString', () => {
  it('keeps the key order and leaves out values that say nothing', () => {
    expect(searchParams({ query: 'dev júnior', state: undefined, city: '', page: 2, favorite: false, status: null }).toString()).toBe('query=dev+j%C3%BAnior&page=2');
    expect(queryString({ page: 1, per_page: 3, sort: 'created_at', direction: 'desc' })).toBe('?page=1&per_page=3&sort=created_at&direction=desc');
  });

  it('repeats the key of a list, and writes true', () => {
    expect(queryString({ type: ['video', 'podcast'], favorite: true })).toBe('?type=video&type=podcast&favorite=true');
  });

  it("is '' when nothing is left, also for URLSearchParams", () => {
    expect(queryString({ search: '', type: [] })).toBe('');
    expect(queryString(new URLSearchParams())).toBe('');
    expect(queryString(new URLSearchParams('a=1&b=x y'))).toBe('?a=1&b=x+y');
  });
});
