import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Keeps `?page=` in the URL within the pages that exist (issue 13 item 7, docs/decisions/1306):
 * past the last page → the last page; 0, negative or garbage → page 1 (no `page` at all). The URL
 * is replaced, not pushed, so Back does not return to the impossible page. `page` is the page the
 * screen shows (already read as 1 for garbage); `lastPage` is the answer's, once it has come.
 */
export function usePageInRange(page: number, lastPage: number | undefined): void {
  const [params, setParams] = useSearchParams();
  const written = params.get('page');
  const target = lastPage === undefined ? page : Math.min(page, Math.max(1, lastPage));
  const wanted = target > 1 ? String(target) : null;
  useEffect(() => {
    if (written === wanted || (written === null && wanted === null)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (wanted === null) next.delete('page');
        else next.set('page', wanted);
        return next;
      },
      { replace: true },
    );
  }, [written, wanted, setParams]);
}
