import { CalendarClock, Clock3 } from 'lucide-react';
import { clsx } from 'clsx';
import type { DragEvent } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { moveTargets, type BoardCard as Card, type Stage } from '../lib/pipeline-stages.ts';
import { COMPANY_EMPTY } from '../lib/application-status.ts';
import { MoveMenu } from './move-menu.tsx';

export type BoardCardProps = {
  card: Card;
  onOpen: (card: Card) => void;
  onMove: (card: Card, stage: Stage) => void;
  moving: boolean;
  focusMove: boolean;
};

/** One card of the board: drag it, or use 'Mover para…'; its title opens the panel (applications only). */
export function BoardCardView({ card, onOpen, onMove, moving, focusMove }: BoardCardProps) {
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData('text/plain', card.id);
    event.dataTransfer.effectAllowed = 'move';
  };
  const application = card.kind === 'application' ? card.application : null;
  const closedJob = card.kind === 'saved' && card.saved.is_closed;
  return (
    <article
      draggable={!moving}
      onDragStart={onDragStart}
      data-card-id={card.id}
      aria-label={card.title}
      className={clsx('flex cursor-grab flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm active:cursor-grabbing', moving && 'opacity-60')}
    >
      {application ? (
        <button
          type="button"
          onClick={() => onOpen(card)}
          className="text-left text-sm font-semibold text-brand-800 underline-offset-2 hover:underline wrap-anywhere"
          aria-label={`Abrir detalhes: ${card.title}`}
        >
          {card.title}
        </button>
      ) : (
        <p className="text-sm font-semibold text-slate-900 wrap-anywhere">{card.title}</p>
      )}
      <p className="text-xs text-slate-600 wrap-anywhere">{card.company ?? COMPANY_EMPTY}</p>
      <div className="flex flex-wrap gap-1.5">
        {closedJob && <Badge tone="neutral">Vaga encerrada</Badge>}
        {application?.stale_days != null && (
          <Badge tone="orange">
            <Clock3 aria-hidden="true" className="mr-1 inline size-3.5" />
            Sem resposta há {application.stale_days} dias
          </Badge>
        )}
        {application?.next_step_date && (
          <Badge tone="purple">
            <CalendarClock aria-hidden="true" className="mr-1 inline size-3.5" />
            Próximo passo: {formatDate(application.next_step_date)}
            {application.next_step_time ? ` às ${application.next_step_time}` : ''}
          </Badge>
        )}
      </div>
      <MoveMenu title={card.title} targets={moveTargets(card)} onMove={(stage) => onMove(card, stage)} disabled={moving} focusOnMount={focusMove} />
    </article>
  );
}
