import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination.ts';

describe('paginationWindow', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(paginationWindow(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'gap-start', 9, 10]);
  });

  it('never hides a single page behind a gap', () => {
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(paginationWindow(7, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
  });

  it('clamps out-of-range input', () => {
    expect(paginationWindow(99, 8)).toEqual([1, 'gap-start', 7, 8]);
    expect(paginationWindow(0, 0)).toEqual([1]);
  });
});
