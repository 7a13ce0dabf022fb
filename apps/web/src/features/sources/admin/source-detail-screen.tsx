import { SOURCE_KIND_LABELS, SOURCE_TRUST_LABELS, type SourceDetail, type SourceSyncState } from '@rumo/contract';
import { Pause, Play, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/console/confirm-dialog.tsx';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { ConsoleBackLink, consoleRecordFallback } from '../../../components/console/console-record.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { awaitingSync, intervalLabel, type AwaitedSync } from './source-format.ts';
import { SourceRuns } from './source-runs.tsx';
import { SourceSettingsForm } from './source-settings-form.tsx';
import { SourceStateBadge } from './source-parts.tsx';
import { usePatchSource, useRemoveSource, useSource, useSyncSource } from './sources-admin-api.ts';

/** How often the runs are refetched while a sync is awaited, and for how long at most. */
export const SYNC_POLL_MS = 3000;
const SYNC_WATCH_MS = 2 * 60_000;

const message = (error: unknown) => (isApiError(error) ? error.message : 'Não foi possível concluir a ação. Tente novamente.');

function Facts({ source }: { source: SourceDetail }) {
  const facts: [string, ReactNode][] = [
    ['Tipo', SOURCE_KIND_LABELS[source.kind]],
    ['Chave', <span className="font-mono text-sm break-all">{source.key}</span>],
    ['Situação', <SourceStateBadge enabled={source.enabled} />],
    ['Confiança', SOURCE_TRUST_LABELS[source.trust]],
    ['Vagas ativas', source.active_jobs.toLocaleString('pt-BR')],
    ['Frequência', intervalLabel(source.interval_minutes)],
    ['Próxima sincronização', source.syncing ? 'Sincronizando…' : source.enabled ? formatDateTime(source.next_sync_at) : 'Pausada: não sincroniza'],
    ['Cadastrada em', formatDateTime(source.created_at)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the status line says while the screen watches a sync: one in progress, or one a request waits for. */
const WATCHING_SYNC = 'Sincronização em andamento: a lista abaixo se atualiza sozinha.';
const WAITING_SYNC = 'Aguardando a sincronização em andamento terminar: a lista abaixo se atualiza sozinha.';

/** 'Sincronizar agora', 'Pausar' / 'Reativar', 'Remover fonte' (asks first). */
function SourceActions({
  source,
  onSyncRequested,
  watching,
  waiting,
}: {
  source: SourceDetail;
  onSyncRequested: (state: SourceSyncState) => void;
  watching: boolean;
  waiting: boolean;
}) {
  const sync = useSyncSource(source.id);
  const patch = usePatchSource(source.id);
  const remove = useRemoveSource(source.id);
  const notify = useNotify();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);

  const requestSync = () =>
    sync.mutate(undefined, {
      // 'Sincronização pedida.', or, while another sync holds the source, that the request waits for it.
      onSuccess: (answer) => {
        onSyncRequested(answer.state);
        notify({ type: 'success', message: answer.message });
      },
      onError: (error) => notify({ type: 'error', message: message(error) }),
    });
  const toggle = () =>
    patch.mutate(
      { enabled: !source.enabled },
      {
        onSuccess: (saved) =>
          notify({ type: 'success', message: saved.enabled ? 'Fonte reativada: volta a sincronizar no horário.' : 'Fonte pausada: não sincroniza até ser reativada.' }),
        onError: (error) => notify({ type: 'error', message: message(error) }),
      },
    );

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Ações da fonte" className="flex flex-wrap gap-2">
        {/* The server refuses to sync a paused source (the scheduler would skip it): reactivate first. */}
        <Button icon={<RefreshCw aria-hidden="true" className="size-4" />} onClick={requestSync} loading={sync.isPending} disabled={watching || !source.enabled}>
          Sincronizar agora
        </Button>
        <Button
          variant="secondary"
          icon={source.enabled ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          onClick={toggle}
          loading={patch.isPending}
        >
          {source.enabled ? 'Pausar' : 'Reativar'}
        </Button>
        <Button variant="danger" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => setRemoving(true)}>
          Remover fonte
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {watching ? (waiting ? WAITING_SYNC : WATCHING_SYNC) : source.enabled ? '' : 'Fonte pausada: reative para sincronizar.'}
      </p>
      <ConfirmDialog
        open={removing}
        title={`Remover a fonte ${source.name}?`}
        description={`As vagas que só esta fonte traz (${source.active_jobs.toLocaleString('pt-BR')} ativas agora, no máximo) expiram e saem das buscas; as que outra fonte também traz continuam publicadas. O histórico de sincronizações da fonte é apagado.`}
        confirmLabel="Remover fonte"
        pending={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify({ type: 'success', message: `Fonte ${source.name} removida.` });
              void navigate('/admin/fontes');
            },
            onError: (error) => {
              setRemoving(false);
              notify({ type: 'error', message: message(error) });
            },
          })
        }
      />
    </div>
  );
}

/** One source in the console (`fontes/:id`, decision 1504): its state and actions, its settings, its runs. */
function SourceDetailScreen() {
  const { id = '' } = useParams();
  const [awaited, setAwaited] = useState<AwaitedSync | null>(null);
  const { data: source, error, isPending } = useSource(id, (data) => (awaitingSync(data?.runs, awaited, data?.syncing) ? SYNC_POLL_MS : false));
  const watching = awaitingSync(source?.runs, awaited, source?.syncing);
  const newest = source?.runs[0];
  // The awaited run has ended, or the sync a request waited for: stop watching.
  useEffect(() => {
    if (awaited && newest && newest.id > awaited.afterRunId && newest.status !== 'running') setAwaited(null);
    if (awaited?.waiting && !watching) setAwaited(null);
  }, [awaited, newest, watching]);
  // A scheduler that never takes the source must not keep the screen polling for ever.
  useEffect(() => {
    if (!awaited) return;
    const timer = window.setTimeout(() => setAwaited(null), SYNC_WATCH_MS);
    return () => window.clearTimeout(timer);
  }, [awaited]);

  const back = <ConsoleBackLink to="/admin/fontes">Voltar para as fontes</ConsoleBackLink>;
  const fallback = consoleRecordFallback({ title: 'Fonte', back, error, isPending, errorTitle: 'Não foi possível abrir a fonte', loadingLabel: 'Carregando a fonte' });
  if (fallback || !source) return fallback;

  return (
    <ConsolePage title={source.name} description={`${SOURCE_KIND_LABELS[source.kind]} · ${source.key}`}>
      {back}
      <section aria-labelledby="source-state-title" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="source-state-title" className="text-lg font-semibold text-slate-900">
          Situação
        </h2>
        <Facts source={source} />
        <SourceActions
          source={source}
          watching={watching}
          waiting={watching && Boolean(awaited?.waiting)}
          onSyncRequested={(state) => setAwaited({ afterRunId: source.runs[0]?.id ?? 0, waiting: state === 'waiting' })}
        />
      </section>

      <SourceSettingsForm key={`${source.name}|${source.base_url}|${source.trust}|${source.interval_minutes}`} source={source} />

      <section aria-labelledby="source-runs-title" className="flex flex-col gap-3">
        <h2 id="source-runs-title" className="text-lg font-semibold text-slate-900">
          Sincronizações
        </h2>
        <p className="text-sm text-slate-700">As últimas 20, da mais recente para a mais antiga.</p>
        <SourceRuns runs={source.runs} />
      </section>
    </ConsolePage>
  );
}

export { SourceDetailScreen as Component };
