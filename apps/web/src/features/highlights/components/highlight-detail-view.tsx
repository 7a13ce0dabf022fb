import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useHighlight } from '../api/highlights-api.ts';
import { HIGHLIGHT_TYPE_ICON, HIGHLIGHT_TYPE_LABEL, highlightMinutesLabel } from '../lib/highlight-display.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { HighlightContent } from './highlight-content.tsx';
import { HighlightMedia } from './highlight-media.tsx';
import { HighlightTags } from './highlight-tags.tsx';

export const HIGHLIGHT_NOT_FOUND = 'Conteúdo não encontrado';

function BackLink() {
  const state = useLocation().state as { listSearch?: string } | null;
  return (
    <Link to={`/highlights${state?.listSearch ?? ''}`} className={buttonClasses({ variant: 'link', className: 'mb-6 gap-1.5 self-start' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar para Destaques
    </Link>
  );
}

export function HighlightDetailView({ id }: { id: string }) {
  const query = useHighlight(id);
  const highlight = query.data;
  usePageTitle(highlight?.title ?? (query.isError ? HIGHLIGHT_NOT_FOUND : 'Destaques'));

  useEffect(() => {
    // Spec section 8: highlights errors are only logged; unknown content shows 'Conteúdo não encontrado'.
    if (query.error) console.error('Erro ao carregar o destaque.', query.error);
  }, [query.error]);

  if (query.isPending) {
    return (
      <div className="flex flex-col">
        <BackLink />
        <div role="status" aria-label="Carregando conteúdo" className="flex flex-col gap-4">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
          <SkeletonText lines={5} />
        </div>
      </div>
    );
  }
  if (!highlight) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="flex flex-col">
        <BackLink />
        <h1 className="sr-only">{HIGHLIGHT_NOT_FOUND}</h1>
        <EmptyState
          icon={<FileQuestion />}
          title={HIGHLIGHT_NOT_FOUND}
          description={notFound ? 'O conteúdo que você procura não existe ou foi removido.' : undefined}
          action={
            notFound ? undefined : (
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                Tentar novamente
              </Button>
            )
          }
        />
      </div>
    );
  }

  const TypeIcon = HIGHLIGHT_TYPE_ICON[highlight.type];
  return (
    <article className="mx-auto flex max-w-3xl flex-col">
      <BackLink />
      <header className="mb-6 flex flex-col gap-4">
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
          <TypeIcon aria-hidden="true" className="size-4" />
          {HIGHLIGHT_TYPE_LABEL[highlight.type]}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{highlight.title}</h1>
        <p className="text-lg text-slate-700">{highlight.description}</p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <span>Por {highlight.author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={highlight.publishedAt}>{formatDate(highlight.publishedAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{highlightMinutesLabel(highlight.type, highlight.readTime)}</span>
          </p>
          <FavoriteButton id={highlight.uuid} title={highlight.title} isFavorite={highlight.isFavorite} variant="inline" />
        </div>
      </header>
      {highlight.mediaUrl ? (
        <div className="mb-8">
          <HighlightMedia highlight={highlight} />
        </div>
      ) : (
        <img src={highlight.thumbnail} alt="" width={640} height={360} className="mb-8 aspect-video w-full rounded-2xl object-cover" />
      )}
      <HighlightContent html={highlight.content} />
      <HighlightTags tags={highlight.tags} className="mt-8 border-t border-slate-200 pt-6" />
    </article>
  );
}
