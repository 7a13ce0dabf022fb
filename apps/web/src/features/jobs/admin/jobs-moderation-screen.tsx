import {
  BRAZIL_STATES,
  BRAZIL_UFS,
  JOB_CAPTATION_LABELS,
  JOB_CAPTATIONS,
  MODERATION_FILTER_LABEL,
  MODERATION_FILTERS,
  type JobAdminRow,
  type JobAdminSort,
  type JobsAdminListQuery,
  type ModerationFilter,
} from '@rumo/contract';
import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { DataTable, type DataColumn } from '../../../components/console/data-table.tsx';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useJobsModeration } from './jobs-admin-api.ts';
import { ModerationActions } from './moderation-actions.tsx';
import { DuplicateWarning, ModerationBadges } from './moderation-badges.tsx';

/** '' in the URL is the queue; 'todas' lists every job. */
const STATUS_TABS: { value: ModerationFilter | 'todas'; label: string }[] = [
  ...MODERATION_FILTERS.map((value) => ({ value, label: MODERATION_FILTER_LABEL[value] })),
  { value: 'todas', label: 'Todas' },
];
const SORTS: readonly string[] = ['created_at', 'published_at', 'title', 'company'] satisfies JobAdminSort[];
const TEXT_FILTERS = ['q', 'company', 'state', 'source', 'from', 'to'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];

const place = (job: JobAdminRow) => [job.city, job.state].filter(Boolean).join(' - ') || 'Local não informado';
const captationLabel = (value: string) => JOB_CAPTATION_LABELS[value as keyof typeof JOB_CAPTATION_LABELS] ?? value;

const columns: DataColumn<JobAdminRow>[] = [
  {
    key: 'title',
    header: 'Vaga',
    sortable: true,
    cell: (job) => (
      <span className="flex flex-col gap-1">
        <Link to={`/admin/vagas/${job.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {job.title}
        </Link>
        {job.duplicate_of && <DuplicateWarning duplicate={job.duplicate_of} />}
      </span>
    ),
  },
  { key: 'company', header: 'Empresa', sortable: true, cell: (job) => job.company ?? 'Confidencial' },
  { key: 'place', header: 'Local', cell: place },
  { key: 'source', header: 'Origem', cell: (job) => captationLabel(job.captation) },
  {
    key: 'status',
    header: 'Situação',
    cell: (job) => (
      <span className="flex flex-col gap-1">
        <ModerationBadges job={job} />
        {job.status === 'rejected' && job.rejection_reason && <span className="text-xs text-slate-700">Motivo: {job.rejection_reason}</span>}
      </span>
    ),
  },
  { key: 'created_at', header: 'Recebida em', sortable: true, cell: (job) => <time dateTime={job.created_at}>{formatDate(job.created_at)}</time> },
  { key: 'published_at', header: 'Publicação', sortable: true, cell: (job) => <time dateTime={job.published_at}>{formatDate(job.published_at)}</time> },
];

/**
 * 'Vagas' in the console (decision 1402): the queue of jobs 'Em revisão', oldest first, and every
 * other job by status; filters, search, and bulk 'Aprovar', 'Rejeitar', 'Marcar como preenchida',
 * 'Expirar' on the chosen rows. The list state lives in the URL.
 */
function JobsModerationScreen() {
  const list = useListParams({ key: 'created_at', order: 'asc' });
  const { params, page, setFilter } = list;
  const [, setParams] = useSearchParams();
  /** Several filters at once (the form), back to the first page. */
  const changeFilters = (values: Partial<Record<TextFilter, string | undefined>>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('page');
      for (const name of TEXT_FILTERS) {
        const value = values[name];
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  const sort = SORTS.includes(list.sort.key) ? list.sort : { key: 'created_at', order: list.sort.order };
  const status = (params.get('status') ?? 'pending') as ModerationFilter | 'todas';
  const query: JobsAdminListQuery = {
    ...(status === 'todas' ? {} : { status }),
    ...Object.fromEntries(TEXT_FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : []))),
    sort: sort.key as JobAdminSort,
    order: sort.order,
    page,
  };
  const { data, error, isPending, isFetching } = useJobsModeration(query);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Only rows on screen can be chosen: a new page, filter or sort starts a new choice.
  const visible = new Set(data?.data.map((job) => job.id));
  const chosen = [...selected].filter((id) => visible.has(id));

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    changeFilters(Object.fromEntries(TEXT_FILTERS.map((name) => [name, String(form.get(name) ?? '').trim() || undefined])));
    setSelected(new Set());
  };

  return (
    <ConsolePage title="Vagas" description="Aprove, rejeite e corrija as vagas antes que cheguem a quem procura emprego.">
      <div role="group" aria-label="Situação" className="flex flex-wrap gap-2">
        {STATUS_TABS.map((tab) => (
          <button
            key={tab.value}
            type="button"
            aria-pressed={status === tab.value}
            onClick={() => {
              setFilter('status', tab.value === 'pending' ? undefined : tab.value);
              setSelected(new Set());
            }}
            className={clsx(
              'min-h-11 rounded-full border px-4 text-sm font-medium',
              status === tab.value ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>

      {/* Keyed by the URL's filters, so 'Limpar filtros' and Back show what is applied. */}
      <form
        key={TEXT_FILTERS.map((name) => params.get(name) ?? '').join('|')}
        role="search"
        aria-label="Filtrar vagas"
        onSubmit={applyFilters}
        className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Input name="q" label="Buscar" placeholder="Título ou empresa" defaultValue={params.get('q') ?? ''} type="search" maxLength={200} />
        <Input name="company" label="Empresa" defaultValue={params.get('company') ?? ''} maxLength={200} />
        <Select
          name="state"
          label="Estado"
          placeholder="Todos"
          defaultValue={params.get('state') ?? ''}
          options={BRAZIL_UFS.map((uf) => ({ value: uf, label: `${BRAZIL_STATES[uf]} (${uf})` }))}
        />
        <Select
          name="source"
          label="Origem"
          placeholder="Todas"
          defaultValue={params.get('source') ?? ''}
          options={JOB_CAPTATIONS.map((value) => ({ value, label: JOB_CAPTATION_LABELS[value] }))}
        />
        <Input name="from" label="Recebidas de" type="date" defaultValue={params.get('from') ?? ''} />
        <Input name="to" label="Recebidas até" type="date" defaultValue={params.get('to') ?? ''} />
        <div className="flex items-end gap-2 sm:col-span-2">
          <Button type="submit">Filtrar</Button>
          <Button
            variant="ghost"
            onClick={() => {
              changeFilters({});
              setSelected(new Set());
            }}
          >
            Limpar filtros
          </Button>
        </div>
      </form>

      {error ? (
        <Alert type="error" title="Não foi possível carregar as vagas">
          {error.message}
        </Alert>
      ) : isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Carregando vagas" />
        </div>
      ) : (
        <section aria-label="Resultado" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700" aria-live="polite">
              {data.meta.total === 1 ? '1 vaga' : `${data.meta.total.toLocaleString('pt-BR')} vagas`}
              {isFetching && ' · atualizando…'}
            </p>
            {chosen.length > 0 && (
              <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-2">
                <span className="text-sm font-semibold text-slate-900">{chosen.length === 1 ? '1 selecionada' : `${chosen.length} selecionadas`}</span>
                <ModerationActions ids={chosen} onDone={() => setSelected(new Set())} />
              </div>
            )}
          </div>
          <DataTable
            caption="Vagas"
            columns={columns}
            rows={data.data}
            rowKey={(job) => job.id}
            rowLabel={(job) => job.title}
            sort={sort}
            onSortChange={(next) => {
              list.setSort(next);
              setSelected(new Set());
            }}
            selection={{ selected, onChange: setSelected }}
            empty={
              <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
                {status === 'pending' ? 'Nenhuma vaga em revisão.' : 'Nenhuma vaga encontrada com estes filtros.'}
              </p>
            }
          />
          <Pagination
            page={data.meta.current_page}
            totalPages={data.meta.last_page}
            onPageChange={(next) => {
              list.setPage(next);
              setSelected(new Set());
            }}
          />
        </section>
      )}
    </ConsolePage>
  );
}

export { JobsModerationScreen as Component };
