import { JOB_BULK_ACTION_LABEL, REJECTION_REASON_REQUIRED, type JobBulkAction } from '@rumo/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/console/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useBulkModeration } from './jobs-admin-api.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What each action says it did. */
const DONE: Record<JobBulkAction, (n: number) => string> = {
  approve: (n) => `${plural(n, 'vaga aprovada', 'vagas aprovadas')}.`,
  reject: (n) => `${plural(n, 'vaga rejeitada', 'vagas rejeitadas')}.`,
  fill: (n) => `${plural(n, 'vaga marcada', 'vagas marcadas')} como preenchida${n === 1 ? '' : 's'}.`,
  expire: (n) => `${plural(n, 'vaga expirada', 'vagas expiradas')}.`,
};

/** The confirmation of each destructive action ('Aprovar' publishes at once: it can be undone by rejecting). */
const CONFIRM: Record<Exclude<JobBulkAction, 'approve'>, { title: (n: number) => string; description: string }> = {
  reject: {
    title: (n) => `Rejeitar ${plural(n, 'vaga', 'vagas')}?`,
    description: 'Quem procura vaga deixa de vê-las. O motivo fica registrado na vaga e na auditoria.',
  },
  fill: {
    title: (n) => `Marcar ${plural(n, 'vaga', 'vagas')} como preenchida${n === 1 ? '' : 's'}?`,
    description: "Saem das buscas e dos alertas; a página da vaga continua abrindo com o aviso 'Vaga preenchida'.",
  },
  expire: {
    title: (n) => `Expirar ${plural(n, 'vaga', 'vagas')}?`,
    description: 'Saem das buscas e dos alertas a partir de agora; a página da vaga continua abrindo com o aviso de vaga expirada.',
  },
};

export type ModerationActionsProps = {
  /** The chosen jobs (1..100). */
  ids: string[];
  /** After a successful action (e.g. clear the selection). */
  onDone?: () => void;
  /** Hides actions that would change nothing (the edit screen of a published job has no 'Aprovar'). */
  hidden?: JobBulkAction[];
};

/**
 * 'Aprovar', 'Rejeitar' (a required 'Motivo'), 'Marcar como preenchida', 'Expirar' for the chosen
 * jobs (decision 1402); each destructive one asks first, and the outcome is notified.
 */
export function ModerationActions({ ids, onDone, hidden = [] }: ModerationActionsProps) {
  const bulk = useBulkModeration();
  const notify = useNotify();
  const [asking, setAsking] = useState<Exclude<JobBulkAction, 'approve'> | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const run = (action: JobBulkAction) => {
    if (action === 'reject' && reason.trim() === '') {
      setReasonError(REJECTION_REASON_REQUIRED);
      return;
    }
    // The promise, not mutate's own callbacks: those are dropped when this component unmounts first,
    // and it does when the refetched queue comes back empty (the last job rejected), so the outcome
    // would never be notified.
    bulk.mutateAsync({ action, ids, ...(action === 'reject' ? { reason: reason.trim() } : {}) }).then(
      (changed) => {
        notify({ type: 'success', message: changed === 0 ? 'Nada mudou: as vagas escolhidas já estavam assim.' : DONE[action](changed) });
        setAsking(null);
        setReason('');
        setReasonError(undefined);
        onDone?.();
      },
      (error: unknown) => {
        if (isApiError(error) && error.errors.reason) {
          setReasonError(error.errors.reason);
          return;
        }
        setAsking(null);
        notify({ type: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  const cancel = () => {
    setAsking(null);
    setReasonError(undefined);
  };
  const show = (action: JobBulkAction) => !hidden.includes(action);
  const disabled = ids.length === 0 || bulk.isPending;

  return (
    <div role="group" aria-label="Ações de moderação" className="flex flex-wrap gap-2">
      {show('approve') && (
        <Button size="sm" onClick={() => run('approve')} disabled={disabled} loading={bulk.isPending && bulk.variables.action === 'approve'}>
          {JOB_BULK_ACTION_LABEL.approve}
        </Button>
      )}
      {show('reject') && (
        <Button size="sm" variant="danger" onClick={() => setAsking('reject')} disabled={disabled}>
          {JOB_BULK_ACTION_LABEL.reject}
        </Button>
      )}
      {show('fill') && (
        <Button size="sm" variant="secondary" onClick={() => setAsking('fill')} disabled={disabled}>
          {JOB_BULK_ACTION_LABEL.fill}
        </Button>
      )}
      {show('expire') && (
        <Button size="sm" variant="secondary" onClick={() => setAsking('expire')} disabled={disabled}>
          {JOB_BULK_ACTION_LABEL.expire}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          open
          title={CONFIRM[asking].title(ids.length)}
          description={CONFIRM[asking].description}
          confirmLabel={JOB_BULK_ACTION_LABEL[asking]}
          tone="danger"
          pending={bulk.isPending}
          onConfirm={() => run(asking)}
          onCancel={cancel}
        >
          {asking === 'reject' && (
            <Textarea
              label="Motivo"
              hint="Obrigatório; fica registrado na vaga (de 3 a 500 caracteres)."
              required
              maxLength={500}
              rows={3}
              value={reason}
              error={reasonError}
              data-autofocus
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
            />
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
