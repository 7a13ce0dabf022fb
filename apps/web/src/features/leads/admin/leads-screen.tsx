import { LEAD_STATUS_LABEL, LEAD_STATUSES, type Lead, type LeadSort, type LeadStatus } from '@rumo/contract';
import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/console/confirm-dialog.tsx';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { DataTable, type DataColumn } from '../../../components/console/data-table.tsx';
import { useCan } from '../../../components/console/staff-api.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useUrlTextFilter } from '../../../lib/use-url-text-filter.ts';
import { LeadFollowUpDialog } from './lead-follow-up-dialog.tsx';
import { downloadLeadsCsv, useConvertLead, useLeads } from './leads-admin-api.ts';

const STATUS_TONE: Record<LeadStatus, BadgeTone> = { new: 'blue', contacting: 'yellow', converted: 'green', lost: 'neutral' };
const SORTS: readonly string[] = ['created_at', 'name', 'plan'];
const message = (error: unknown) => (isApiError(error) ? error.message : 'Não foi possível concluir a ação. Tente novamente.');

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{LEAD_STATUS_LABEL[status]}</Badge>;
}

/** 'Interessados' (decision 1404): who asked for a plan, their follow-up, conversion and the CSV. */
function LeadsScreen() {
  const list = useListParams({ key: 'created_at', order: 'desc' });
  const status = (LEAD_STATUSES as readonly string[]).includes(list.params.get('status') ?? '') ? (list.params.get('status') as LeadStatus) : undefined;
  const q = list.params.get('q') ?? '';
  const sortKey = (SORTS.includes(list.sort.key) ? list.sort.key : 'created_at') as LeadSort;
  const filter = { status, q: q || undefined, sort: sortKey, order: list.sort.order };
  const leads = useLeads({ ...filter, page: list.page });
  const [search, setSearch] = useUrlTextFilter(q, (value) => list.setFilter('q', value || undefined));
  const canManage = useCan('leads:manage');
  const canExport = useCan('leads:export');
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const [following, setFollowing] = useState<Lead | null>(null);
  const [converting, setConverting] = useState<Lead | null>(null);
  const convert = useConvertLead();

  const exportCsv = async () => {
    setExporting(true);
    try {
      const filename = await downloadLeadsCsv(filter);
      notify({ type: 'success', message: `Arquivo ${filename} baixado.` });
    } catch (error) {
      notify({ type: 'error', message: message(error) });
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumn<Lead>[] = [
    { key: 'name', header: 'Nome', sortable: true, cell: (lead) => <span className="font-medium">{lead.user_name}</span> },
    { key: 'email', header: 'E-mail', cell: (lead) => <span className="break-all">{lead.user_email}</span> },
    { key: 'current_plan', header: 'Plano atual', cell: (lead) => lead.current_plan.name },
    { key: 'plan', header: 'Plano pedido', sortable: true, cell: (lead) => lead.requested_plan.name },
    { key: 'created_at', header: 'Data', sortable: true, cell: (lead) => formatDate(lead.created_at) },
    { key: 'status', header: 'Status', cell: (lead) => <LeadStatusBadge status={lead.status} /> },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      cell: (lead) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setFollowing(lead)} aria-label={`Acompanhar ${lead.user_name}`}>
            Acompanhar
          </Button>
          {lead.status !== 'converted' && (
            <Button size="sm" onClick={() => setConverting(lead)} aria-label={`Converter ${lead.user_name}`}>
              Converter
            </Button>
          )}
        </div>
      ),
    });
  }

  const body = leads.data;
  return (
    <ConsolePage
      title="Interessados"
      description="Pessoas que pediram um plano em 'Começar agora', para a equipe acompanhar."
      actions={
        canExport && (
          <Button variant="secondary" icon={<Download aria-hidden="true" className="size-4" />} loading={exporting} onClick={() => void exportCsv()}>
            Exportar CSV
          </Button>
        )
      }
    >
      <form role="search" aria-label="Filtrar interessados" className="grid gap-4 sm:grid-cols-[1fr_14rem]" onSubmit={(event) => event.preventDefault()}>
        <Input
          label="Buscar por nome ou e-mail"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          trailing={<Search aria-hidden="true" className="size-4 text-slate-500" />}
        />
        <Select
          label="Status"
          value={status ?? ''}
          onChange={(event) => list.setFilter('status', event.target.value || undefined)}
          options={[{ value: '', label: 'Todos' }, ...LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABEL[value] }))]}
        />
      </form>

      {leads.isError && <Alert type="error">{message(leads.error)}</Alert>}
      {leads.isPending && <SkeletonText label="Carregando interessados…" />}
      {body && (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {body.meta.total === 1 ? '1 interessado' : `${body.meta.total} interessados`}
          </p>
          <DataTable
            caption="Interessados"
            columns={columns}
            rows={body.data}
            rowKey={(lead) => `${lead.user_id}:${lead.requested_plan.id}`}
            sort={{ key: sortKey, order: list.sort.order }}
            onSortChange={list.setSort}
            empty={<EmptyState title="Nenhum interessado encontrado" description="Mude a busca ou o status para ver outros." />}
          />
          <Pagination page={body.meta.current_page} totalPages={body.meta.last_page} onPageChange={list.setPage} />
        </>
      )}

      {following && <LeadFollowUpDialog lead={following} onClose={() => setFollowing(null)} />}
      <ConfirmDialog
        open={converting !== null}
        tone="primary"
        title="Converter interessado"
        description={converting ? `Conceder o plano ${converting.requested_plan.name} a ${converting.user_name}?` : ''}
        confirmLabel="Conceder plano"
        pending={convert.isPending}
        onCancel={() => setConverting(null)}
        onConfirm={() => {
          if (!converting) return;
          convert.mutate(
            { userId: converting.user_id, planId: converting.requested_plan.id },
            {
              onSuccess: (lead) => notify({ type: 'success', message: `Plano ${lead.requested_plan.name} concedido a ${lead.user_name}.` }),
              onError: (error) => notify({ type: 'error', message: message(error) }),
              onSettled: () => setConverting(null),
            },
          );
        }}
      />
    </ConsolePage>
  );
}

export { LeadsScreen as Component };
