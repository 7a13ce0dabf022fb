import type { JourneyStep } from '@rumo/contract';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { lockedReasonText } from '../lib/locked-reason.ts';

/** Above a locked step's courses: what unlocks it, with the way to the plans for a plan-gated step (decision 1703). */
export function StepLockedNotice({ step }: { step: JourneyStep }) {
  if (!step.is_locked || !step.locked_reason) return null;
  const reason = step.locked_reason;
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800">
      <Lock aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
      <span>{lockedReasonText(reason)}.</span>
      {reason.kind === 'plan' && (
        <Link to="/plans" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          Conhecer os planos
        </Link>
      )}
    </p>
  );
}
