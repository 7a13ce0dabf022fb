import type { JourneyStep } from '@rumo/contract';
import { clsx } from 'clsx';
import { CheckCircle2, Lock } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { lockedReasonText } from '../lib/locked-reason.ts';

/** Order number, name, description, lock when locked, progress bar: the spec's step header. */
export function StepSummary({ step }: { step: JourneyStep }) {
  const ended = step.ended_at !== null;
  return (
    <span className="flex w-full items-start gap-3 text-left">
      <span
        aria-hidden="true"
        className={clsx(
          'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold',
          step.is_locked ? 'bg-slate-200 text-slate-700' : ended ? 'bg-green-700 text-white' : 'bg-brand-700 text-white',
        )}
      >
        {step.order}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          <span className="sr-only">Etapa {step.order}: </span>
          {step.name}
          {step.is_locked && <Lock aria-label="Etapa bloqueada" role="img" className="size-4 shrink-0 text-slate-600" />}
          {ended && <CheckCircle2 aria-label="Etapa concluída" role="img" className="size-4 shrink-0 text-green-700" />}
        </span>
        <span className="text-sm font-normal text-slate-600">{step.description}</span>
        {step.is_locked && step.locked_reason && <span className="text-sm font-medium text-slate-800">{lockedReasonText(step.locked_reason)}</span>}
        <span className="mt-1 flex items-center gap-2">
          <ProgressBar value={step.progress.percent} label={`Progresso da etapa ${step.name}`} tone={ended ? 'green' : 'brand'} />
          <span className="w-10 shrink-0 text-right text-xs font-semibold text-slate-700">{step.progress.percent}%</span>
        </span>
      </span>
    </span>
  );
}
