import { useEffect } from 'react';

/** Sets the tab title ("Vagas · Rumo") so each screen is announced and findable in history. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Rumo` : 'Rumo';
  }, [title]);
}
