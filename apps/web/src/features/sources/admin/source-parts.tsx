import { SOURCE_RUN_STATUS_LABELS, type SourceRun, type SourceRunStatus } from '@rumo/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { runSummary } from './source-format.ts';

const STATUS_TONE: Record<SourceRunStatus, BadgeTone> = { running: 'blue', ok: 'green', not_modified: 'neutral', failed: 'red' };

/** 'Ativa' or 'Pausada' (a paused source keeps its jobs and runs but is not synced). */
export function SourceStateBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge tone="green">Ativa</Badge> : <Badge tone="yellow">Pausada</Badge>;
}

/** 'Em andamento', 'Concluída', 'Sem mudanças', 'Falhou'. */
export function RunStatusBadge({ status }: { status: SourceRunStatus }) {
  return (
    <Badge tone={STATUS_TONE[status]} className="whitespace-nowrap">
      {SOURCE_RUN_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Why a failed run failed, in the server's words (pt-BR); a failure without a message still says so. */
export function RunError({ run }: { run: Pick<SourceRun, 'status' | 'error'> }) {
  if (run.status !== 'failed' && !run.error) return null;
  return <span className="text-sm text-red-800">Erro: {run.error ?? 'a sincronização falhou sem dizer por quê.'}</span>;
}

/**
 * A run in one glance (the list's 'Última sincronização' and the Painel): status, when it started,
 * what it did, and the error of a failed run (decision 1504).
 */
export function RunGlance({ run }: { run: SourceRun }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <RunStatusBadge status={run.status} />
        <time dateTime={run.started_at} className="text-sm whitespace-nowrap text-slate-700">
          {formatDateTime(run.started_at)}
        </time>
      </span>
      {/* A failed run applied nothing, a 'not modified' one had nothing to apply: only a finished run has counts to tell. */}
      {run.status === 'ok' && <span className="text-sm text-slate-800">{runSummary(run)}</span>}
      <RunError run={run} />
    </span>
  );
}
