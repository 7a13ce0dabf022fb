import { SOURCE_KIND_LABELS, SOURCE_TRUST_LABELS, type SourceItem } from '@rumo/contract';
import { Plus, Rss } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { DataTable, type DataColumn } from '../../../components/console/data-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { intervalLabel } from './source-format.ts';
import { SourceCreateDialog } from './source-create-dialog.tsx';
import { RunGlance, SourceStateBadge } from './source-parts.tsx';
import { useSources } from './sources-admin-api.ts';

const columns: DataColumn<SourceItem>[] = [
  {
    key: 'name',
    header: 'Fonte',
    cell: (source) => (
      <span className="flex flex-col gap-0.5">
        <Link to={`/admin/fontes/${source.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {source.name}
        </Link>
        <span className="text-slate-700">{SOURCE_KIND_LABELS[source.kind]}</span>
        <span className="font-mono text-xs break-all text-slate-700">{source.key}</span>
      </span>
    ),
  },
  { key: 'trust', header: 'Confiança', cell: (source) => SOURCE_TRUST_LABELS[source.trust] },
  { key: 'enabled', header: 'Situação', cell: (source) => <SourceStateBadge enabled={source.enabled} /> },
  {
    key: 'last_run',
    header: 'Última sincronização',
    className: 'min-w-56',
    cell: (source) => (source.last_run ? <RunGlance run={source.last_run} /> : <span className="text-slate-700">Ainda não sincronizada</span>),
  },
  { key: 'active_jobs', header: 'Vagas ativas', cell: (source) => source.active_jobs.toLocaleString('pt-BR') },
  {
    key: 'next_sync_at',
    header: 'Próxima sincronização',
    cell: (source) =>
      source.syncing ? (
        <span className="flex flex-col gap-0.5">
          <span className="whitespace-nowrap">Sincronizando…</span>
          <span className="text-xs text-slate-700">{intervalLabel(source.interval_minutes)}</span>
        </span>
      ) : source.enabled ? (
        <span className="flex flex-col gap-0.5">
          <time dateTime={source.next_sync_at} className="whitespace-nowrap">
            {formatDateTime(source.next_sync_at)}
          </time>
          <span className="text-xs text-slate-700">{intervalLabel(source.interval_minutes)}</span>
        </span>
      ) : (
        <span className="text-slate-700">Pausada: não sincroniza</span>
      ),
  },
];

/**
 * 'Fontes' in the console (decision 1504): every connected feed with its trust, state, last run,
 * active jobs and next sync; 'Nova fonte' opens the form.
 */
function SourcesScreen() {
  const sources = useSources();
  const [creating, setCreating] = useState(false);
  const newSource = (
    <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setCreating(true)}>
      Nova fonte
    </Button>
  );
  return (
    <ConsolePage title="Fontes" description="Quadros de vagas públicos que o Rumo lê de tempos em tempos e publica como vagas." actions={newSource}>
      {sources.isError && (
        <Alert type="error" title="Não foi possível carregar as fontes">
          {sources.error.message}
        </Alert>
      )}
      {sources.isPending && <SkeletonText label="Carregando fontes…" />}
      {sources.data && (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {sources.data.length === 1 ? '1 fonte' : `${sources.data.length} fontes`}
          </p>
          <DataTable
            caption="Fontes"
            columns={columns}
            rows={sources.data}
            rowKey={(source) => source.id}
            empty={<EmptyState icon={<Rss aria-hidden="true" />} title="Nenhuma fonte cadastrada" description="Cadastre um quadro de vagas em 'Nova fonte'." />}
          />
        </>
      )}
      {creating && <SourceCreateDialog onClose={() => setCreating(false)} />}
    </ConsolePage>
  );
}

export { SourcesScreen as Component };
