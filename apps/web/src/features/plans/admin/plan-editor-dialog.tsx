import { PLAN_NAME_MAX, planKeyFromName, type AdminPlan, type PlanFeature } from '@rumo/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useCreatePlan, useUpdatePlan } from './plans-admin-api.ts';

const priceText = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

export type PlanEditorDialogProps = {
  /** The plan to edit; undefined creates a new one. */
  plan?: AdminPlan;
  features: PlanFeature[];
  onClose: () => void;
};

/**
 * 'Editar plano' / 'Novo plano' (docs/decisions/1601): name, price as typed in pt-BR ('29,90', read by
 * the server), the 'MAIS POPULAR' ribbon, visibility and a switch per feature. Saved in one request.
 */
export function PlanEditorDialog({ plan, features, onClose }: PlanEditorDialogProps) {
  const [name, setName] = useState(plan?.name ?? '');
  const [key, setKey] = useState('');
  const [price, setPrice] = useState(plan ? priceText.format(plan.price) : '');
  const [highlighted, setHighlighted] = useState(plan?.is_highlighter ?? false);
  const [visible, setVisible] = useState(plan?.active ?? true);
  const [switches, setSwitches] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(features.map((f) => [f.key, plan?.features.find((v) => v.key === f.key)?.enabled ?? false])),
  );
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const mutation = plan ? update : create;
  const notify = useNotify();
  const errors = isApiError(mutation.error) ? (mutation.error.errors ?? {}) : {};
  const isFree = plan?.key === 'free';

  const save = () => {
    const onSuccess = (saved: AdminPlan) => {
      notify({ type: 'success', message: plan ? `Plano ${saved.name} salvo.` : `Plano ${saved.name} criado.` });
      onClose();
    };
    if (plan) update.mutate({ id: plan.id, body: { name, price, is_highlighter: highlighted, active: visible, features: switches } }, { onSuccess });
    else create.mutate({ name, price, is_highlighter: highlighted, active: visible, features: switches, ...(key.trim() ? { key: key.trim() } : {}) }, { onSuccess });
  };

  return (
    <Modal
      open
      size="lg"
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      title={plan ? `Editar plano ${plan.name}` : 'Novo plano'}
      description={
        plan
          ? `Chave ${plan.key}. O que mudar aqui vale na hora para ${plan.users_count === 1 ? '1 usuário' : `${plan.users_count} usuários`} deste plano.`
          : 'O novo plano entra no fim da lista que o usuário vê.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button onClick={save} loading={mutation.isPending}>
            {plan ? 'Salvar' : 'Criar plano'}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {mutation.isError && <Alert type="error">{mutation.error.message}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Nome" value={name} maxLength={PLAN_NAME_MAX} onChange={(event) => setName(event.target.value)} error={errors.name} data-autofocus required />
          <Input
            label="Preço por mês (R$)"
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            hint="Por exemplo 29,90. Use 0 para um plano gratuito."
            error={errors.price}
            required
          />
          {!plan && (
            <Input
              label="Chave"
              value={key}
              onChange={(event) => setKey(event.target.value)}
              placeholder={planKeyFromName(name) || 'plano_anual'}
              hint="Identifica o plano no código e no comando grant-plan; não muda depois. Em branco, vem do nome."
              error={errors.key}
              optional
              containerClassName="sm:col-span-2"
            />
          )}
        </div>
        <div className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
          <Switch label="Faixa 'MAIS POPULAR'" hint="Só um plano tem a faixa; marcar este a tira do outro." checked={highlighted} onChange={setHighlighted} />
          {
            <Switch
              label="Visível para os usuários"
              hint={isFree ? 'O plano Gratuito é o de quem não tem outro e fica sempre visível.' : 'Desligado, o plano sai da tela de planos; quem já o tem continua com ele.'}
              checked={visible}
              onChange={setVisible}
              disabled={isFree}
            />
          }
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-base font-semibold text-slate-900">Recursos incluídos</legend>
          {errors.features && <Alert type="error">{errors.features}</Alert>}
          {features.map((feature) => (
            <Switch
              key={feature.key}
              label={feature.label}
              hint={feature.description}
              checked={switches[feature.key] ?? false}
              onChange={(on) => setSwitches((current) => ({ ...current, [feature.key]: on }))}
            />
          ))}
        </fieldset>
      </form>
    </Modal>
  );
}
