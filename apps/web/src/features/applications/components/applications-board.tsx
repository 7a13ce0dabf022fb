import { clsx } from 'clsx';
import { useState, type DragEvent } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { SelectOption } from '../../../components/ui/select.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useApplicationBoard, useApplyToJob, useUpdateApplicationStatus } from '../api/applications-api.ts';
import { BOARD_STAGES, boardCards, moveTargets, stageLabel, type BoardCard, type Stage } from '../lib/pipeline-stages.ts';
import { ApplicationPanel } from './application-panel.tsx';
import { BoardCardView } from './board-card.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

const MOVE_FAILED = 'Não foi possível mover o cartão. Tente novamente.';

/**
 * 'Quadro' (decision 1702): a column per stage, cards moved by drag (HTML drag and drop) or by
 * 'Mover para…'; each move is a status change on the timeline, announced in an aria-live region.
 * Moving a saved job out of 'Salva' creates its application (the click-through's POST).
 */
export function ApplicationsBoard({ cvOptions }: { cvOptions: SelectOption[] }) {
  const board = useApplicationBoard();
  const apply = useApplyToJob();
  const updateStatus = useUpdateApplicationStatus();
  const notify = useNotify();
  const [announcement, setAnnouncement] = useState('');
  const [movingId, setMovingId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [overStage, setOverStage] = useState<Stage | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  if (board.isPending) return <Skeleton className="h-96 w-full" />;
  if (board.isError) return <RetryAlert onRetry={() => void board.refetch()}>Não foi possível carregar o quadro. Tente novamente mais tarde.</RetryAlert>;

  const cards = boardCards(board.data.saved, board.data.applications);
  const open = board.data.applications.find((a) => a.uuid === openId) ?? null;

  const move = async (card: BoardCard, stage: Stage) => {
    if (!moveTargets(card).includes(stage) || movingId) return;
    setMovingId(card.id);
    try {
      let uuid: string;
      if (card.kind === 'saved') {
        const created = await apply.mutateAsync(card.saved.job.uuid);
        uuid = created.uuid;
        if (stage !== 'open') await updateStatus.mutateAsync({ uuid, status: stage as Exclude<Stage, 'saved'> });
      } else {
        uuid = card.id;
        await updateStatus.mutateAsync({ uuid, status: stage as Exclude<Stage, 'saved'> });
      }
      // The mutations' own invalidation (awaited by mutateAsync) has refetched the board by now.
      setFocusId(uuid);
      setAnnouncement(`${card.title} movida para ${stageLabel(stage)}.`);
    } catch (error) {
      notify({ type: 'error', message: isApiError(error) && error.status === 422 ? error.message : MOVE_FAILED });
      setAnnouncement(`${card.title} não foi movida.`);
    } finally {
      setMovingId(null);
    }
  };

  const onDrop = (event: DragEvent, stage: Stage) => {
    event.preventDefault();
    setOverStage(null);
    const card = cards.find((c) => c.id === event.dataTransfer.getData('text/plain'));
    if (card) void move(card, stage);
  };

  return (
    <>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      {/* The nine columns scroll inside the board and never widen the page: contain: inline-size, and `relative` so the
          sr-only counts (absolutely positioned) are clipped by the scroller too. */}
      <div className="relative -mx-4 overflow-x-auto px-4 pb-4 [contain:inline-size] lg:mx-0 lg:px-0">
        <ol aria-label="Quadro de candidaturas" className="flex min-w-max gap-3">
          {BOARD_STAGES.map((stage) => {
            const inStage = cards.filter((c) => c.stage === stage);
            const headingId = `coluna-${stage}`;
            return (
              <li
                key={stage}
                onDragOver={(event) => {
                  if (stage === 'saved') return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setOverStage(stage);
                }}
                onDragLeave={() => setOverStage((s) => (s === stage ? null : s))}
                onDrop={(event) => onDrop(event, stage)}
                data-stage={stage}
                className={clsx(
                  'flex w-64 shrink-0 flex-col gap-2 rounded-2xl border bg-slate-50 p-2',
                  overStage === stage ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
                )}
              >
                <h2 id={headingId} className="flex items-center justify-between px-1 pt-1 text-sm font-semibold text-slate-800">
                  <span>{stageLabel(stage)}</span>
                  <span className="rounded-full bg-white px-2 text-xs font-medium text-slate-600">
                    <span aria-hidden="true">{inStage.length}</span>
                    <span className="sr-only">{inStage.length === 1 ? ', 1 cartão' : `, ${inStage.length} cartões`}</span>
                  </span>
                </h2>
                <ul className="flex min-h-16 flex-col gap-2">
                  {inStage.map((card) => (
                    <li key={card.id}>
                      <BoardCardView card={card} onOpen={(c) => setOpenId(c.id)} onMove={(c, s) => void move(c, s)} moving={movingId === card.id} focusMove={focusId === card.id} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </div>
      {open && <ApplicationPanel application={open} cvOptions={cvOptions} onClose={() => setOpenId(null)} />}
    </>
  );
}
