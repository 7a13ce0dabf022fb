export type PageItem = number | 'gap-start' | 'gap-end';

const MAX_WITHOUT_GAPS = 7;

/**
 * Page buttons to show (spec section 9): every page when there are 7 or fewer; otherwise the first,
 * the last and the neighbours of the current page, with a gap marker where pages are skipped.
 * A gap that would hide a single page shows that page instead, since the marker saves nothing.
 */
export function paginationWindow(current: number, total: number): PageItem[] {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  if (last <= MAX_WITHOUT_GAPS) return Array.from({ length: last }, (_, i) => i + 1);

  let start = Math.max(2, page - 1);
  let end = Math.min(last - 1, page + 1);
  if (start === 3) start = 2;
  if (end === last - 2) end = last - 1;

  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < last - 1) items.push('gap-end');
  items.push(last);
  return items;
}
