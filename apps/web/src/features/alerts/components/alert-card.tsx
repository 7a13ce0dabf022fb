import type { JobAlert } from '@rumo/contract';
import { Banknote, BriefcaseBusiness, CalendarClock, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { alertPlace, frequencyLabel, salaryRangeText } from '../lib/alert-display.ts';

export type AlertCardProps = { alert: JobAlert; onEdit: (alert: JobAlert) => void; onDelete: (alert: JobAlert) => void };

/** One alert in the grid: what it watches, how often, and the edit and delete icon buttons. */
export function AlertCard({ alert, onEdit, onDelete }: AlertCardProps) {
  const name = alert.job_position.position;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 className="text-base font-semibold leading-snug text-slate-900">{name}</h2>
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={alert.is_active ? 'green' : 'neutral'}>{alert.is_active ? 'Ativo' : 'Pausado'}</Badge>
            <Badge tone="brand">{frequencyLabel(alert.frequency)}</Badge>
          </div>
        </div>
        <div className="-mr-2 -mt-2 flex shrink-0">
          <IconButton label={`Editar alerta ${name}`} icon={<Pencil aria-hidden="true" className="size-5" />} onClick={() => onEdit(alert)} />
          <IconButton
            label={`Excluir alerta ${name}`}
            icon={<Trash2 aria-hidden="true" className="size-5" />}
            onClick={() => onDelete(alert)}
            className="hover:bg-red-50 hover:text-red-800 active:bg-red-100"
          />
        </div>
      </div>
      <dl className="flex flex-col gap-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Tipo de contratação</dt>
          <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd>{alert.job_type.type}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Local</dt>
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd>{alertPlace(alert)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Salário</dt>
          <Banknote aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd>{salaryRangeText(alert.min_salary, alert.max_salary)}</dd>
        </div>
      </dl>
      <p className="mt-auto flex items-center gap-2 pt-1 text-xs text-slate-600">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Criado em <time dateTime={alert.created_at}>{formatDate(alert.created_at)}</time>
        </span>
      </p>
    </article>
  );
}
