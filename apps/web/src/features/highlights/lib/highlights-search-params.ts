import { HIGHLIGHT_TYPES, type HighlightType } from '@rumo/contract';
import { searchParams } from '../../../lib/query-string.ts';
import type { HighlightsListQuery } from '../api/highlights-api.ts';

export type HighlightsView = HighlightsListQuery;

export const DEFAULT_HIGHLIGHTS_VIEW: HighlightsView = { page: 1, search: '', types: [], favorite: false };

const isType = (value: string): value is HighlightType => (HIGHLIGHT_TYPES as readonly string[]).includes(value);

/** Reads the URL (`?search=&type=video&type=podcast&favorite=true&page=2`); unknown values are ignored. */
export function readHighlightsView(params: URLSearchParams): HighlightsView {
  const page = Number(params.get('page'));
  const types = params
    .getAll('type')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(isType);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    // Always in the same order, so the same selection shares one cache entry.
    types: HIGHLIGHT_TYPES.filter((t) => types.includes(t)),
    favorite: params.get('favorite') === 'true',
  };
}

export function writeHighlightsView(view: HighlightsView): URLSearchParams {
  return searchParams({ search: view.search, type: view.types, favorite: view.favorite, page: view.page > 1 ? view.page : undefined });
}

/** Spec: any filter change goes back to page 1. */
export function changeHighlightsView(view: HighlightsView, patch: Partial<HighlightsView>): HighlightsView {
  return { ...view, ...patch, page: patch.page ?? 1 };
}

export function toggleType(types: HighlightType[], type: HighlightType): HighlightType[] {
  const next = types.includes(type) ? types.filter((t) => t !== type) : [...types, type];
  return HIGHLIGHT_TYPES.filter((t) => next.includes(t));
}
