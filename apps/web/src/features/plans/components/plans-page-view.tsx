import type { Plan } from '@rumo/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePlanFeatures, usePlans, useSubscribeIntent } from '../api/plans-api.ts';
import { planFeatureRows, planOffer } from '../lib/plan-display.ts';
import { InterestDialog } from './interest-dialog.tsx';
import { PlanCard } from './plan-card.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { PLANS_PAGE_HEADER } from '../plans-page-header.ts';

/** Spec section 8, verbatim. */
export const PLANS_LOAD_ERROR = 'Erro ao carregar os planos. Por favor, tente novamente.';
export const INTENT_ERROR = 'Não foi possível registrar seu interesse. Tente novamente.';

function PlansSkeleton() {
  return (
    <div role="status" aria-label="Carregando planos" className="grid gap-8 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-10 w-2/3" />
          {[0, 1, 2, 3, 4].map((j) => (
            <Skeleton key={j} className="h-4 w-full" />
          ))}
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
    </div>
  );
}

export function PlansPageView() {
  const session = useSession();
  const plans = usePlans();
  const features = usePlanFeatures();
  const intent = useSubscribeIntent();
  const [thanked, setThanked] = useState<string | null>(null);
  const [failedPlan, setFailedPlan] = useState<string | null>(null);

  const start = (plan: Plan) => {
    // Spec section 6: without a logged-in user (and uuid) nothing happens.
    if (!session?.user.uuid) return;
    setFailedPlan(null);
    intent.mutate({ user_id: session.user.uuid, plan_id: plan.uuid }, { onSuccess: () => setThanked(plan.name), onError: () => setFailedPlan(plan.uuid) });
  };

  const failed = plans.isError || features.isError;
  let body;
  if (failed) {
    body = <RetryAlert onRetry={() => void Promise.all([plans.refetch(), features.refetch()])}>{PLANS_LOAD_ERROR}</RetryAlert>;
  } else if (!plans.data || !features.data) {
    body = <PlansSkeleton />;
  } else {
    const featureList = features.data;
    const allPlans = plans.data;
    body = (
      <ul className="grid gap-8 pt-3 lg:grid-cols-3 lg:items-stretch">
        {/* The API's order, set in the console (docs/decisions/1601). */}
        {allPlans.map((plan) => (
          <li key={plan.uuid} className="flex flex-col gap-2">
            <PlanCard
              plan={plan}
              features={planFeatureRows(plan, featureList)}
              offer={planOffer(plan, allPlans)}
              onStart={start}
              sending={intent.isPending && intent.variables?.plan_id === plan.uuid}
            />
            {failedPlan === plan.uuid && (
              <p role="alert" className="text-center text-sm text-red-700">
                {INTENT_ERROR}
              </p>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader {...PLANS_PAGE_HEADER} />
      {body}
      <p className="mt-10 text-center text-sm text-slate-700">
        Ficou com alguma dúvida?{' '}
        <Link to="/support" className="font-semibold text-brand-700 underline underline-offset-4">
          Fale com o Suporte
        </Link>
      </p>
      <InterestDialog planName={thanked} onClose={() => setThanked(null)} />
    </>
  );
}
