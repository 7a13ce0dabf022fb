import type { Highlight } from '@rumo/contract';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { HIGHLIGHT_TYPE_ICON, HIGHLIGHT_TYPE_LABEL, highlightMinutesLabel } from '../lib/highlight-display.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { HighlightTags } from './highlight-tags.tsx';

export type HighlightCardProps = {
  highlight: Highlight;
  /** The list's query string, so 'Voltar para Destaques' returns to it. */
  listSearch: string;
  /** In the list's first row, on screen at once at any width: its image loads at once instead of after layout (decision 1810). */
  firstRow?: boolean;
};

/** One card: the title link covers the whole card; the heart sits above it and stays its own button. */
export function HighlightCard({ highlight, listSearch, firstRow = false }: HighlightCardProps) {
  const TypeIcon = HIGHLIGHT_TYPE_ICON[highlight.type];
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-300 hover:shadow-md">
      <div className="relative aspect-video bg-slate-100">
        <img src={highlight.thumbnail} alt="" loading={firstRow ? 'eager' : 'lazy'} decoding="async" width={640} height={360} className="size-full object-cover" />
        <span className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm">
          <TypeIcon aria-hidden="true" className="size-4" />
          {HIGHLIGHT_TYPE_LABEL[highlight.type]}
        </span>
        <FavoriteButton id={highlight.uuid} title={highlight.title} isFavorite={highlight.isFavorite} className="absolute right-3 top-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
          <time dateTime={highlight.publishedAt}>{formatDate(highlight.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{highlightMinutesLabel(highlight.type, highlight.readTime)}</span>
        </p>
        <h2 className="text-base font-semibold leading-snug text-slate-900">
          <Link to={`/highlights/${highlight.uuid}`} state={{ listSearch }} className="outline-none after:absolute after:inset-0 after:content-['']">
            {highlight.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-700">{highlight.description}</p>
        <HighlightTags tags={highlight.tags} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
