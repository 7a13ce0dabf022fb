import type { Plan } from '@rumo/contract';
import { Check, X } from 'lucide-react';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { planPrice, type PlanFeatureRow, type PlanOffer } from '../lib/plan-display.ts';

export type PlanCardProps = {
  plan: Plan;
  features: PlanFeatureRow[];
  /** What the card offers (docs/decisions/1301). */
  offer: PlanOffer;
  onStart: (plan: Plan) => void;
  /** This card's request is on its way. */
  sending: boolean;
};

/** One plan: ribbon when highlighted, name, price per month, features with check or cross, then 'Seu plano atual' or 'Começar agora' (only above the user's plan). */
export function PlanCard({ plan, features, offer, onStart, sending }: PlanCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'relative flex h-full flex-col gap-6 rounded-2xl border bg-white p-6 shadow-sm',
        plan.is_highlighter ? 'border-2 border-brand-700 shadow-lg lg:-my-3 lg:py-9' : 'border-slate-200',
      )}
    >
      {plan.is_highlighter && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-xs font-bold tracking-wider text-white shadow">MAIS POPULAR</p>
      )}
      <div className="flex flex-col gap-2">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {plan.name}
        </h2>
        <p className="flex items-baseline gap-1 text-slate-900">
          <span className="text-4xl font-bold tracking-tight">{planPrice(plan)}</span>
          <span className="text-base text-slate-600">/mês</span>
        </p>
      </div>
      <ul className="flex flex-1 flex-col gap-3" aria-label={`Recursos do plano ${plan.name}`}>
        {features.map((feature) => (
          <li key={feature.key} className="flex items-start gap-3">
            {feature.enabled ? (
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 rounded-full bg-brand-100 p-0.5 text-brand-800" />
            ) : (
              <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 rounded-full bg-slate-100 p-0.5 text-slate-500" />
            )}
            <span className={clsx('text-sm', feature.enabled ? 'text-slate-800' : 'text-slate-600 line-through decoration-slate-400')}>
              {feature.label}
              <span className="sr-only">{feature.enabled ? ': incluído' : ': não incluído'}</span>
            </span>
          </li>
        ))}
      </ul>
      {offer === 'current' && (
        <p className="flex min-h-12 items-center justify-center rounded-lg border border-brand-700 bg-brand-50 text-sm font-semibold text-brand-800">Seu plano atual</p>
      )}
      {offer === 'upgrade' && (
        <Button size="lg" block variant={plan.is_highlighter ? 'primary' : 'secondary'} loading={sending} onClick={() => onStart(plan)} aria-describedby={titleId}>
          Começar agora
        </Button>
      )}
    </article>
  );
}
