import { HIGHLIGHT_TYPES, type HighlightAdminRow, type HighlightAdminSort, type HighlightState, type HighlightType } from '@rumo/contract';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { DataTable, type DataColumn } from '../../../components/console/data-table.tsx';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatSaoPauloDateTime } from '../../../lib/sao-paulo-time.ts';
import { HIGHLIGHT_TYPE_LABEL } from '../lib/highlight-display.ts';
import { HighlightStateBadge } from './highlight-state-badge.tsx';
import { useAdminHighlights } from './highlights-admin-api.ts';

const STATE_TABS: { value: HighlightState | ''; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'draft', label: 'Rascunhos' },
  { value: 'scheduled', label: 'Agendados' },
  { value: 'published', label: 'Publicados' },
];
const SORTS: readonly string[] = ['updated_at', 'published_at', 'title'] satisfies HighlightAdminSort[];

const columns: DataColumn<HighlightAdminRow>[] = [
  {
    key: 'title',
    header: 'Destaque',
    sortable: true,
    cell: (h) => (
      <span className="flex items-center gap-3">
        {h.thumbnail_url ? (
          <img src={h.thumbnail_url} alt="" width={64} height={36} loading="lazy" className="hidden h-9 w-16 shrink-0 rounded bg-slate-100 object-cover sm:block" />
        ) : (
          <span aria-hidden="true" className="hidden h-9 w-16 shrink-0 rounded bg-slate-100 sm:block" />
        )}
        <span className="flex flex-col">
          <Link to={`/admin/destaques/${h.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {h.title}
          </Link>
          {h.author && <span className="text-xs text-slate-700">Por {h.author}</span>}
        </span>
      </span>
    ),
  },
  { key: 'type', header: 'Tipo', cell: (h) => HIGHLIGHT_TYPE_LABEL[h.type] },
  { key: 'state', header: 'Situação', cell: (h) => <HighlightStateBadge highlight={h} /> },
  {
    key: 'published_at',
    header: 'Publicação',
    sortable: true,
    // São Paulo time, as the badge and the editor schedule it (decision 1606), whatever the computer's zone.
    cell: (h) => (h.published_at ? <time dateTime={h.published_at}>{formatSaoPauloDateTime(h.published_at)}</time> : '—'),
  },
  { key: 'updated_at', header: 'Alterado em', sortable: true, cell: (h) => <time dateTime={h.updated_at}>{formatDateTime(h.updated_at)}</time> },
];

/**
 * 'Destaques' in the console (decision 1606): every highlight with its state (computed by the
 * server from the publication date), filters by state, type and title, and 'Novo destaque'.
 * The list state lives in the URL.
 */
function HighlightsScreen() {
  const list = useListParams({ key: 'updated_at', order: 'desc' });
  const { params, page, setFilter } = list;
  const [, setParams] = useSearchParams();
  const sort = SORTS.includes(list.sort.key) ? list.sort : { key: 'updated_at', order: list.sort.order };
  const state = (params.get('state') ?? '') as HighlightState | '';
  const type = (params.get('type') ?? '') as HighlightType | '';
  const q = params.get('q') ?? '';
  const { data, error, isPending, isFetching } = useAdminHighlights({
    ...(state ? { state } : {}),
    ...(type ? { type } : {}),
    ...(q ? { q } : {}),
    sort: sort.key as HighlightAdminSort,
    order: sort.order,
    page,
  });

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('page');
      for (const name of ['q', 'type']) {
        const value = String(form.get(name) ?? '').trim();
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  };

  return (
    <ConsolePage
      title="Destaques"
      description="Artigos, vídeos, podcasts e notícias que os alunos leem em Destaques: escreva, agende e retire."
      actions={
        <Link to="/admin/destaques/novo" className={buttonClasses({ className: 'whitespace-nowrap' })}>
          <Plus aria-hidden="true" className="size-4" />
          Novo destaque
        </Link>
      }
    >
      <div role="group" aria-label="Situação" className="flex flex-wrap gap-2">
        {STATE_TABS.map((tab) => (
          <button
            key={tab.value}
            type="button"
            aria-pressed={state === tab.value}
            onClick={() => setFilter('state', tab.value || undefined)}
            className={clsx(
              'min-h-11 rounded-full border px-4 text-sm font-medium',
              state === tab.value ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>

      <form
        key={`${q}|${type}`}
        role="search"
        aria-label="Filtrar destaques"
        onSubmit={applyFilters}
        className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_1fr_auto]"
      >
        <Input name="q" label="Buscar pelo título" type="search" defaultValue={q} maxLength={200} />
        <Select name="type" label="Tipo" placeholder="Todos" defaultValue={type} options={HIGHLIGHT_TYPES.map((value) => ({ value, label: HIGHLIGHT_TYPE_LABEL[value] }))} />
        <div className="flex items-end gap-2">
          <Button type="submit">Filtrar</Button>
          <Button variant="ghost" onClick={() => setParams(new URLSearchParams(state ? { state } : {}))}>
            Limpar
          </Button>
        </div>
      </form>

      {error ? (
        <Alert type="error" title="Não foi possível carregar os destaques">
          {error.message}
        </Alert>
      ) : isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Carregando destaques" />
        </div>
      ) : (
        <section aria-label="Resultado" className="flex flex-col gap-4">
          <p className="text-sm text-slate-700" aria-live="polite">
            {data.meta.total === 1 ? '1 destaque' : `${data.meta.total.toLocaleString('pt-BR')} destaques`}
            {isFetching && ' · atualizando…'}
          </p>
          <DataTable
            caption="Destaques"
            columns={columns}
            rows={data.data}
            rowKey={(h) => h.id}
            rowLabel={(h) => h.title}
            sort={sort}
            onSortChange={list.setSort}
            empty={<p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">Nenhum destaque encontrado com estes filtros.</p>}
          />
          <Pagination page={data.meta.current_page} totalPages={data.meta.last_page} onPageChange={list.setPage} />
        </section>
      )}
    </ConsolePage>
  );
}

export { HighlightsScreen as Component };
