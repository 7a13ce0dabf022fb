import { describe, expect, it } from 'vitest';
import { changeHighlightsView, readHighlightsView, toggleType, writeHighlightsView } from './highlights-search-params.ts';

describe('highlights view in the URL', () => {
  it('reads repeated and comma types in a fixed order, ignoring unknown values', () => {
    const view = readHighlightsView(new URLSearchParams('type=podcast,webinar&type=ARTICLE&favorite=true&page=3&search=%20linkedin%20'));
    expect(view).toEqual({ page: 3, search: 'linkedin', types: ['article', 'podcast'], favorite: true });
  });

  it('falls back to defaults for garbage', () => {
    expect(readHighlightsView(new URLSearchParams('page=-2&favorite=sim'))).toEqual({ page: 1, search: '', types: [], favorite: false });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    const view = { page: 2, search: 'salário', types: ['video' as const, 'news' as const], favorite: true };
    const params = writeHighlightsView(view);
    expect(params.toString()).toBe('search=sal%C3%A1rio&type=video&type=news&favorite=true&page=2');
    expect(writeHighlightsView({ page: 1, search: '', types: [], favorite: false }).toString()).toBe('');
  });

  it('goes back to page 1 on any filter change, but not on a page change', () => {
    const view = { page: 3, search: 'x', types: [], favorite: false };
    expect(changeHighlightsView(view, { favorite: true }).page).toBe(1);
    expect(changeHighlightsView(view, { types: ['video'] }).page).toBe(1);
    expect(changeHighlightsView(view, { search: 'y' }).page).toBe(1);
    expect(changeHighlightsView(view, { page: 4 }).page).toBe(4);
  });

  it('toggles a type on and off, keeping the canonical order', () => {
    expect(toggleType(['news'], 'article')).toEqual(['article', 'news']);
    expect(toggleType(['article', 'news'], 'article')).toEqual(['news']);
  });
});
