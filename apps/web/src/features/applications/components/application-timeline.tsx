import type { ApplicationStatusChange } from '@rumo/contract';
import { CircleCheck, MessageSquareText } from 'lucide-react';
import { clsx } from 'clsx';
import { formatDate } from '../../../lib/format.ts';
import { statusLabel } from '../lib/application-status.ts';

/**
 * The application's history, oldest first (spec: 'Candidatura Enviada', then 'Feedback Recebido'
 * with the status). Every status change the user recorded is one entry, with its date.
 */
export function ApplicationTimeline({ history, createdAt }: { history: ApplicationStatusChange[]; createdAt: string }) {
  // An application always starts sent; older data without history still shows that first step.
  const entries = history.length ? history : [{ status: 'open' as const, changed_at: createdAt }];
  return (
    <ol className="flex flex-col">
      {entries.map((entry, index) => {
        const first = index === 0;
        const Icon = first ? CircleCheck : MessageSquareText;
        const last = index === entries.length - 1;
        return (
          <li key={`${entry.status}-${entry.changed_at}-${index}`} className="relative flex gap-3 pb-4 last:pb-0">
            {!last && <span aria-hidden="true" className="absolute left-[11px] top-7 h-[calc(100%-1.75rem)] w-0.5 bg-slate-200" />}
            <Icon aria-hidden="true" className={clsx('mt-0.5 size-6 shrink-0', first ? 'text-brand-700' : 'text-slate-600')} />
            <div className="flex flex-col">
              <p className="text-sm font-semibold text-slate-900">{first ? 'Candidatura Enviada' : 'Feedback Recebido'}</p>
              {!first && <p className="text-sm text-slate-700">{statusLabel(entry.status)}</p>}
              <p className="text-xs text-slate-600">
                <time dateTime={entry.changed_at}>{formatDate(entry.changed_at)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
