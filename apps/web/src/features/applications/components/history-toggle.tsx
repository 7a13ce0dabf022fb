import type { Application } from '@rumo/contract';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';

/** The card spells the action out; the table's last column has room for one word. */
const variants = {
  card: {
    show: 'Ver histórico',
    hide: 'Ocultar histórico',
    className: '-mx-2 inline-flex min-h-11 items-center gap-1 self-start rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50',
  },
  row: {
    show: 'Histórico',
    hide: 'Ocultar',
    className: 'inline-flex min-h-9 items-center gap-1 rounded-lg px-2 font-medium text-brand-700 hover:bg-brand-50',
  },
};

export type HistoryToggleProps = {
  application: Application;
  open: boolean;
  /** Id of the details it opens (ApplicationDetails), for aria-controls while they are shown. */
  detailsId: string;
  onToggle: (uuid: string) => void;
  variant: keyof typeof variants;
};

/** Opens or closes an application's timeline; the job title makes each button's name unique. */
export function HistoryToggle({ application, open, detailsId, onToggle, variant }: HistoryToggleProps) {
  const look = variants[variant];
  return (
    <button type="button" aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={() => onToggle(application.uuid)} className={look.className}>
      {open ? look.hide : look.show} <span className="sr-only">de {application.job.title}</span>
      <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
    </button>
  );
}
