import type { AdminPlan, PlanFeature } from '@rumo/contract';
import { ArrowDown, ArrowUp, Check, Pencil, Plus, X } from 'lucide-react';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { PlanEditorDialog } from './plan-editor-dialog.tsx';
import { useAdminPlans, useMovePlan } from './plans-admin-api.ts';

const message = (error: unknown) => (isApiError(error) ? error.message : 'Não foi possível concluir a ação. Tente novamente.');
const usersText = (n: number) => (n === 1 ? '1 usuário' : `${n} usuários`);

type Direction = 'up' | 'down';

function PlanRow({
  plan,
  position,
  total,
  features,
  onEdit,
  onMove,
  moving,
}: {
  plan: AdminPlan;
  position: number;
  total: number;
  features: PlanFeature[];
  onEdit: () => void;
  onMove: (direction: Direction) => void;
  moving: boolean;
}) {
  const titleId = useId();
  const enabled = new Map(plan.features.map((f) => [f.key, f.enabled]));
  return (
    <li
      aria-labelledby={titleId}
      className={clsx('flex flex-col gap-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-5', plan.is_highlighter ? 'border-brand-700' : 'border-slate-200')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold text-slate-600" aria-label={`Posição ${position}`}>
              {position}.
            </span>
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {plan.name}
            </h2>
            {plan.is_highlighter && <Badge tone="brand">MAIS POPULAR</Badge>}
            {!plan.active && <Badge tone="yellow">Retirado</Badge>}
          </div>
          <p className="text-sm text-slate-700">
            <span className="text-base font-semibold text-slate-900">{formatMoney(plan.price)}</span>/mês · {usersText(plan.users_count)} · chave{' '}
            <code className="text-xs">{plan.key}</code>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            icon={<ArrowUp aria-hidden="true" className="size-4" />}
            aria-label={`Subir ${plan.name}`}
            data-move={`${plan.id}-up`}
            disabled={position === 1 || moving}
            onClick={() => onMove('up')}
          >
            Subir
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon={<ArrowDown aria-hidden="true" className="size-4" />}
            aria-label={`Descer ${plan.name}`}
            data-move={`${plan.id}-down`}
            disabled={position === total || moving}
            onClick={() => onMove('down')}
          >
            Descer
          </Button>
          <Button size="sm" icon={<Pencil aria-hidden="true" className="size-4" />} aria-label={`Editar ${plan.name}`} onClick={onEdit}>
            Editar
          </Button>
        </div>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={`Recursos do plano ${plan.name}`}>
        {features.map((feature) => {
          const on = enabled.get(feature.key) ?? false;
          return (
            <li
              key={feature.key}
              className={clsx(
                'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium',
                on ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700 line-through',
              )}
            >
              {on ? <Check aria-hidden="true" className="size-3.5" /> : <X aria-hidden="true" className="size-3.5" />}
              {feature.label}
              <span className="sr-only">{on ? ': incluído' : ': não incluído'}</span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** 'Planos' (docs/decisions/1601): the seeker's plans in their order, edited here by admins. */
function PlansScreen() {
  const plans = useAdminPlans();
  const move = useMovePlan();
  const notify = useNotify();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  // Keeps the keyboard on the button that was pressed once the row has moved (or on its twin at an end).
  const [refocus, setRefocus] = useState<{ id: number; direction: Direction } | null>(null);

  const list = plans.data?.plans;
  useEffect(() => {
    if (!refocus || !list) return;
    const other = refocus.direction === 'up' ? 'down' : 'up';
    const pressed = document.querySelector<HTMLButtonElement>(`[data-move="${refocus.id}-${refocus.direction}"]`);
    const target = pressed && !pressed.disabled ? pressed : document.querySelector<HTMLButtonElement>(`[data-move="${refocus.id}-${other}"]`);
    target?.focus();
  }, [refocus, list]);

  const onMove = (plan: AdminPlan, direction: Direction) =>
    move.mutate(
      { id: plan.id, direction },
      {
        onSuccess: (next) => {
          const at = next.findIndex((p) => p.id === plan.id) + 1;
          notify({ type: 'success', message: `${plan.name} agora é o ${at}º da lista.` });
          setRefocus({ id: plan.id, direction });
        },
        onError: (error) => notify({ type: 'error', message: message(error) }),
      },
    );

  return (
    <ConsolePage
      title="Planos"
      description="O que o usuário vê em Planos, na mesma ordem. Preço, faixa e recursos valem na hora para quem tem o plano."
      actions={
        plans.data && (
          <Button className="whitespace-nowrap" icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing('new')}>
            Novo plano
          </Button>
        )
      }
    >
      {plans.isError && <Alert type="error">{message(plans.error)}</Alert>}
      {plans.isPending && <SkeletonText label="Carregando planos…" />}
      {plans.data && (
        <ol className="flex flex-col gap-4" aria-label="Planos na ordem em que o usuário os vê">
          {plans.data.plans.map((plan, i) => (
            <PlanRow
              key={plan.id}
              plan={plan}
              position={i + 1}
              total={plans.data.plans.length}
              features={plans.data.features}
              onEdit={() => setEditing(plan)}
              onMove={(direction) => onMove(plan, direction)}
              moving={move.isPending}
            />
          ))}
        </ol>
      )}
      {editing && plans.data && <PlanEditorDialog plan={editing === 'new' ? undefined : editing} features={plans.data.features} onClose={() => setEditing(null)} />}
    </ConsolePage>
  );
}

export { PlansScreen as Component };
