import { useSearchParams } from 'react-router';
import type { SortOrder, TableSort } from './data-table.tsx';

/**
 * A console list's state lives in the URL (`?page=2&sort=title&order=asc&status=pending`), so a
 * filtered view can be bookmarked, shared and reloaded, and Back returns to it (decision 1406).
 */
export function useListParams(defaults: TableSort) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const order = params.get('order');
  const sort: TableSort = { key: params.get('sort') || defaults.key, order: order === 'asc' || order === 'desc' ? (order as SortOrder) : defaults.order };

  const change = (changes: Record<string, string | undefined>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  return {
    params,
    page,
    sort,
    setPage: (value: number) => change({ page: value > 1 ? String(value) : undefined }),
    setSort: (value: TableSort) => change({ sort: value.key, order: value.order, page: undefined }),
    /** A filter change goes back to the first page. */
    setFilter: (name: string, value: string | undefined) => change({ [name]: value, page: undefined }),
  };
}
