import type { ReactNode } from 'react';
import { safeUrl } from '../../lib/safe-url.ts';

/**
 * Renders `children` with a URL that passed lib/safe-url.ts, or 'Conteúdo indisponível.' instead:
 * a media or file URL from data never reaches `src`/`href` unless it is http(s) or our own path.
 */
export function SafeUrlContent({ url, children }: { url: string | null | undefined; children: (src: string) => ReactNode }) {
  const src = safeUrl(url);
  if (src === null) return <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-800">Conteúdo indisponível.</p>;
  return children(src);
}
