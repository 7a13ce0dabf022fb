import type { HighlightAdmin } from '@rumo/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/console/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { formatSaoPauloDateTime, fromSaoPauloInput, toSaoPauloInput } from '../../../lib/sao-paulo-time.ts';
import { HighlightStateBadge } from './highlight-state-badge.tsx';
import { useDeleteHighlight, usePublication } from './highlights-admin-api.ts';

export type HighlightPublicationProps = {
  highlight: HighlightAdmin;
  /** Unsaved edits: publishing would send out the saved version, so it waits for 'Salvar'. */
  dirty: boolean;
  /** Fields a publication needs, named by the server's 422 (shown beside the form's fields). */
  onErrors: (errors: Record<string, string>) => void;
};

type Confirm = 'unpublish' | 'delete' | null;

/**
 * 'Publicação' (decision 1606): the state as the server computed it, 'Publicar agora', 'Agendar' at a
 * São Paulo date and time, 'Voltar para rascunho' and 'Excluir' — the last two confirmed.
 */
export function HighlightPublication({ highlight, dirty, onErrors }: HighlightPublicationProps) {
  const publication = usePublication(highlight.id);
  const remove = useDeleteHighlight(highlight.id);
  const notify = useNotify();
  const navigate = useNavigate();
  const [when, setWhen] = useState(highlight.state === 'scheduled' ? toSaoPauloInput(highlight.published_at) : '');
  const [whenError, setWhenError] = useState<string | undefined>();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const scheduledAt = fromSaoPauloInput(when);

  const run = (change: { action: 'publish'; at?: string } | { action: 'unpublish' }, done: string) =>
    publication.mutate(change, {
      onSuccess: () => {
        setConfirm(null);
        onErrors({});
        setWhenError(undefined);
        notify({ type: 'success', message: done });
      },
      onError: (error) => {
        setConfirm(null);
        const errors = isApiError(error) ? error.errors : {};
        if (errors.at) setWhenError(errors.at);
        onErrors(errors);
        notify({ type: 'error', message: error.message });
      },
    });

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    if (!scheduledAt) {
      setWhenError('Escolha a data e a hora da publicação.');
      return;
    }
    run({ action: 'publish', at: scheduledAt }, `Destaque agendado para ${formatSaoPauloDateTime(scheduledAt)} (horário de Brasília).`);
  };

  return (
    <section aria-labelledby="highlight-publication-title" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="highlight-publication-title" className="text-lg font-semibold text-slate-900">
          Publicação
        </h2>
        <HighlightStateBadge highlight={highlight} />
      </div>
      <p className="text-sm text-slate-700">
        {highlight.state === 'draft' && 'Rascunho: só a equipe vê. Publique agora ou escolha quando os alunos passam a ver.'}
        {highlight.state === 'scheduled' &&
          `Os alunos passam a ver em ${formatSaoPauloDateTime(highlight.published_at)} (horário de Brasília), sem que nada precise rodar nessa hora.`}
        {highlight.state === 'published' && `Os alunos veem este destaque desde ${formatSaoPauloDateTime(highlight.published_at)}.`}
      </p>
      {dirty && (
        <p className="rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900" role="status">
          Há alterações não salvas: salve antes de publicar ou agendar.
        </p>
      )}

      {highlight.state !== 'published' && (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
          <Button onClick={() => run({ action: 'publish' }, 'Destaque publicado.')} loading={publication.isPending} disabled={dirty}>
            Publicar agora
          </Button>
          <form onSubmit={schedule} noValidate className="flex flex-wrap items-end gap-3" aria-label="Agendar publicação">
            <Input
              label="Agendar para (horário de Brasília)"
              type="datetime-local"
              value={when}
              onChange={(event) => {
                setWhen(event.target.value);
                setWhenError(undefined);
              }}
              hint={scheduledAt ? `Publica em ${formatSaoPauloDateTime(scheduledAt)}.` : 'Dia e hora em que os alunos passam a ver.'}
              error={whenError}
              containerClassName="min-w-64"
            />
            <Button type="submit" variant="secondary" disabled={dirty || publication.isPending}>
              {highlight.state === 'scheduled' ? 'Reagendar' : 'Agendar'}
            </Button>
          </form>
        </div>
      )}

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        {highlight.state !== 'draft' && (
          <Button variant="secondary" onClick={() => setConfirm('unpublish')}>
            Voltar para rascunho
          </Button>
        )}
        <Button variant="danger" onClick={() => setConfirm('delete')}>
          Excluir destaque
        </Button>
      </div>

      <ConfirmDialog
        open={confirm === 'unpublish'}
        title="Voltar para rascunho?"
        description={`“${highlight.title}” deixa de aparecer para os alunos agora. Você pode publicá-lo de novo depois.`}
        confirmLabel="Voltar para rascunho"
        tone="primary"
        pending={publication.isPending}
        onConfirm={() => run({ action: 'unpublish' }, 'Destaque retirado: agora é um rascunho.')}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Excluir este destaque?"
        description={`“${highlight.title}” será excluído para sempre, com os favoritos dos alunos. Para só tirá-lo do ar, use 'Voltar para rascunho'.`}
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify({ type: 'success', message: 'Destaque excluído.' });
              void navigate('/admin/destaques', { replace: true });
            },
            onError: (error) => {
              setConfirm(null);
              notify({ type: 'error', message: error.message });
            },
          })
        }
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
