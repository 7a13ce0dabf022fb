import { zodResolver } from '@hookform/resolvers/zod';
import { stepCreate, type JourneyTree } from '@rumo/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useCreateStep, useEditStep, usePlanFeatureOptions } from './journey-admin-api.ts';

/** The select's '' is "no gate beyond the journey" (null for the API). */
const schema = stepCreate.pick({ name: true, description: true }).extend({ required_feature: z.string() });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
const fields = ['name', 'description', 'required_feature'] as const;

export const NO_GATE_LABEL = 'Sem exigência além da Jornada';

/**
 * 'Nova etapa' / 'Editar etapa': name, description and the plan gate (decision 1603): a plan
 * feature the learner's plan must include on top of the journey itself ('journey' is not offered:
 * every step already needs it).
 */
export function StepDialog({ step, onClose }: { step?: JourneyTree[number]; onClose: () => void }) {
  const formId = useId();
  const features = usePlanFeatureOptions();
  const create = useCreateStep();
  const edit = useEditStep();
  const pending = create.isPending || edit.isPending;
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { name: step?.name ?? '', description: step?.description ?? '', required_feature: step?.required_feature ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const body = { ...values, required_feature: values.required_feature || null };
    try {
      if (step) await edit.mutateAsync({ id: step.id, ...body });
      else await create.mutateAsync(body);
      notify({ type: 'success', message: step ? `Etapa ${values.name} salva.` : `Etapa ${values.name} criada.` });
      onClose();
    } catch (error) {
      const placed = setServerErrors(error, setError, fields);
      if (Object.keys(placed).length === 0) setFailure((error as Error).message);
    }
  });

  const options = (features.data ?? []).filter((f) => f.key !== 'journey').map((f) => ({ value: f.key, label: f.label }));
  // A gate whose feature is no longer listed still shows as itself.
  if (step?.required_feature && !options.some((o) => o.value === step.required_feature)) options.push({ value: step.required_feature, label: step.required_feature });

  return (
    <Modal
      open
      size="lg"
      onClose={() => {
        if (!pending) onClose();
      }}
      title={step ? `Editar etapa ${step.name}` : 'Nova etapa'}
      description={
        step ? 'Nome, descrição e exigência de plano valem na hora para os alunos.' : 'A etapa entra no fim da Jornada e aparece para os alunos quando tiver um curso publicado.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {step ? 'Salvar' : 'Criar etapa'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        {failure && <Alert type="error">{failure}</Alert>}
        <Input label="Nome" maxLength={120} autoComplete="off" data-autofocus error={errors.name?.message} {...register('name')} />
        <Textarea label="Descrição" rows={3} maxLength={1000} optional error={errors.description?.message} {...register('description')} />
        <Select
          label="Exigência de plano"
          placeholder={NO_GATE_LABEL}
          options={options}
          hint={
            features.isError
              ? 'Não foi possível carregar os recursos dos planos.'
              : 'Quem não tem o recurso no plano vê a etapa bloqueada; as etapas seguintes não esperam por ela.'
          }
          error={errors.required_feature?.message}
          {...register('required_feature')}
        />
      </form>
    </Modal>
  );
}
