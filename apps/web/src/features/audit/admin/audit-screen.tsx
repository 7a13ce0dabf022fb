import { ConsolePage } from '../../../components/console/console-page.tsx';
import { DataTable, type DataColumn } from '../../../components/console/data-table.tsx';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useUrlTextFilter } from '../../../lib/use-url-text-filter.ts';
import { useAuditLog } from './audit-admin-api.ts';
import { AUDIT_ENTITY_LABEL, auditActionLabel, auditChanges, auditEntityLabel } from './audit-diff.ts';

type Entry = NonNullable<ReturnType<typeof useAuditLog>['data']>['data'][number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The changed keys of one entry, behind a disclosure so the list stays one line per change. */
export function AuditDiff({ entry }: { entry: Entry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-slate-600">Sem alterações de valores</span>;
  return (
    <details className="group">
      <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline">Ver alterações ({changes.length})</summary>
      <dl className="mt-2 flex flex-col gap-2">
        {changes.map((change) => (
          <div key={change.key} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs font-semibold text-slate-700">{change.label}</dt>
            <dd className="break-words text-sm">
              <span className="sr-only">Antes: </span>
              <del className="text-red-800">{change.before}</del>
              <span aria-hidden="true"> → </span>
              <span className="sr-only">, depois: </span>
              <ins className="font-medium text-green-800 no-underline">{change.after}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** 'Auditoria' (decisions 1401, 1405): every staff write, by person, entity and date, newest first. */
function AuditScreen() {
  const list = useListParams({ key: 'created_at', order: 'desc' });
  const actor = list.params.get('actor') ?? '';
  const entity = list.params.get('entity') ?? '';
  const from = DAY.test(list.params.get('from') ?? '') ? (list.params.get('from') ?? '') : '';
  const to = DAY.test(list.params.get('to') ?? '') ? (list.params.get('to') ?? '') : '';
  const log = useAuditLog({ actor: actor || undefined, entity: entity || undefined, from: from || undefined, to: to || undefined, page: list.page });
  const [person, setPerson] = useUrlTextFilter(actor, (value) => list.setFilter('actor', value || undefined));

  const columns: DataColumn<Entry>[] = [
    { key: 'created_at', header: 'Data', cell: (entry) => <span className="whitespace-nowrap">{formatDateTime(entry.created_at)}</span> },
    { key: 'actor', header: 'Quem', cell: (entry) => <span className="break-all">{entry.actor_email}</span> },
    { key: 'action', header: 'Ação', cell: (entry) => auditActionLabel(entry.action, entry.entity) },
    {
      key: 'entity',
      header: 'Entidade',
      cell: (entry) => (
        <span>
          {auditEntityLabel(entry.entity)}
          {entry.entity_id && <span className="block break-all font-mono text-xs text-slate-600">{entry.entity_id}</span>}
        </span>
      ),
    },
    { key: 'diff', header: 'Antes e depois', cell: (entry) => <AuditDiff entry={entry} /> },
  ];

  const body = log.data;
  return (
    <ConsolePage title="Auditoria" description="Cada alteração feita pela equipe: quem, o quê, quando, e os valores antes e depois.">
      <form role="search" aria-label="Filtrar auditoria" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(event) => event.preventDefault()}>
        <Input label="E-mail de quem fez" type="search" value={person} onChange={(event) => setPerson(event.target.value)} />
        <Select
          label="Entidade"
          value={entity}
          onChange={(event) => list.setFilter('entity', event.target.value || undefined)}
          options={[{ value: '', label: 'Todas' }, ...Object.entries(AUDIT_ENTITY_LABEL).map(([value, label]) => ({ value, label }))]}
        />
        <Input label="De" type="date" value={from} max={to || undefined} onChange={(event) => list.setFilter('from', event.target.value || undefined)} />
        <Input label="Até" type="date" value={to} min={from || undefined} onChange={(event) => list.setFilter('to', event.target.value || undefined)} />
      </form>
      {log.isError && <Alert type="error">{log.error.message}</Alert>}
      {log.isPending && <SkeletonText label="Carregando auditoria…" />}
      {body && (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {body.meta.total === 1 ? '1 registro' : `${body.meta.total} registros`}
          </p>
          <DataTable
            caption="Registros da auditoria"
            columns={columns}
            rows={body.data}
            rowKey={(entry) => String(entry.id)}
            empty={<EmptyState title="Nenhum registro encontrado" description="Mude os filtros para ver outras alterações." />}
          />
          <Pagination page={body.meta.current_page} totalPages={body.meta.last_page} onPageChange={list.setPage} />
        </>
      )}
    </ConsolePage>
  );
}

export { AuditScreen as Component };
