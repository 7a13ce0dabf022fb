import { TICKET_SORTS, TICKET_STATUS_LABEL, TICKET_STATUSES, type AdminTicketRow, type TicketSort, type TicketStatus } from '@rumo/contract';
import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { DataTable, type DataColumn } from '../../../components/console/data-table.tsx';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useUrlTextFilter } from '../../../lib/use-url-text-filter.ts';
import { TicketStatusBadge } from '../tickets/ticket-status-badge.tsx';
import { useAdminTickets } from './support-admin-api.ts';

const ASSIGNEE_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'me', label: 'Atribuídos a mim' },
  { value: 'none', label: 'Sem responsável' },
];

const columns: DataColumn<AdminTicketRow>[] = [
  {
    key: 'subject',
    header: 'Assunto',
    sortable: true,
    cell: (row) => (
      <Link to={`/admin/chamados/${row.uuid}`} className="font-semibold text-brand-700 hover:underline">
        {row.subject}
      </Link>
    ),
  },
  {
    key: 'user',
    header: 'Usuário',
    cell: (row) => (
      <span className="flex flex-col">
        <span>{row.user.name}</span>
        <span className="break-all text-slate-600">{row.user.email}</span>
      </span>
    ),
  },
  { key: 'status', header: 'Status', sortable: true, cell: (row) => <TicketStatusBadge status={row.status} /> },
  { key: 'assignee', header: 'Responsável', cell: (row) => row.assignee?.name ?? <span className="text-slate-600">Sem responsável</span> },
  { key: 'messages', header: 'Mensagens', cell: (row) => row.messages_count, className: 'text-right' },
  { key: 'updated_at', header: 'Última atividade', sortable: true, cell: (row) => formatDateTime(row.updated_at) },
  { key: 'created_at', header: 'Aberto em', sortable: true, cell: (row) => formatDateTime(row.created_at) },
];

/** The console's ticket inbox (decision 1403): counts by status, filters, sortable table; state in the URL. */
function TicketsInboxScreen() {
  const list = useListParams({ key: 'updated_at', order: 'desc' });
  const { params, page, sort, setFilter } = list;
  const asked = params.get('status');
  const status = TICKET_STATUSES.find((s) => s === asked);
  const assignee = params.get('assignee') === 'me' || params.get('assignee') === 'none' ? (params.get('assignee') as 'me' | 'none') : undefined;
  const q = params.get('q') ?? '';
  const sortKey = (TICKET_SORTS as readonly string[]).includes(sort.key) ? (sort.key as TicketSort) : 'updated_at';
  const [search, setSearch] = useUrlTextFilter(q, (value) => setFilter('q', value || undefined));

  const tickets = useAdminTickets({ status, assignee, q: q || undefined, sort: sortKey, order: sort.order, page });
  const counts = tickets.data?.meta.counts;
  const total = counts ? counts.open + counts.answered + counts.resolved : undefined;
  const statusTabs: { value: TicketStatus | undefined; label: string; count: number | undefined }[] = [
    { value: undefined, label: 'Todos', count: total },
    ...TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABEL[value], count: counts?.[value] })),
  ];

  return (
    <ConsolePage title="Chamados" description="Responda aos usuários, atribua responsáveis e acompanhe cada chamado até ser resolvido.">
      <div role="group" aria-label="Filtrar por status" className="flex flex-wrap gap-2">
        {statusTabs.map((tab) => {
          const active = tab.value === status;
          return (
            <button
              key={tab.label}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter('status', tab.value)}
              className={clsx(
                'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
                active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
              )}
            >
              {tab.label}
              {tab.count !== undefined && <span className={clsx('rounded-full px-2 text-xs', active ? 'bg-white/20' : 'bg-slate-100 text-slate-800')}>{tab.count}</span>}
            </button>
          );
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Responsável" options={ASSIGNEE_OPTIONS} value={assignee ?? ''} onChange={(event) => setFilter('assignee', event.target.value || undefined)} />
        <Input label="Buscar" type="search" placeholder="Assunto, nome ou e-mail" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>

      {tickets.isPending ? (
        <SkeletonText lines={6} label="Carregando chamados…" />
      ) : tickets.isError ? (
        <Alert
          type="error"
          title="Erro ao carregar chamados"
          action={
            <Button variant="secondary" size="sm" onClick={() => void tickets.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          Não foi possível carregar a caixa de entrada.
        </Alert>
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {tickets.data.meta.total === 1 ? '1 chamado' : `${tickets.data.meta.total} chamados`}
          </p>
          <DataTable
            caption="Chamados"
            columns={columns}
            rows={tickets.data.data}
            rowKey={(row) => row.uuid}
            sort={{ key: sortKey, order: sort.order }}
            onSortChange={list.setSort}
            empty={<EmptyState icon={<Inbox />} title="Nenhum chamado aqui" description="Nenhum chamado corresponde a estes filtros." />}
          />
          <Pagination page={page} totalPages={tickets.data.meta.last_page} onPageChange={list.setPage} nextLabel="Próximo" />
        </>
      )}
    </ConsolePage>
  );
}

export { TicketsInboxScreen as Component };
