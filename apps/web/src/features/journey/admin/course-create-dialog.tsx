import { zodResolver } from '@hookform/resolvers/zod';
import { courseCreate } from '@rumo/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useCreateCourse } from './journey-admin-api.ts';

const schema = courseCreate.pick({ name: true, description: true });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
const fields = ['name', 'description'] as const;

/** 'Novo curso' in a step: created unpublished (decision 1603), then opened in its editor. */
export function CourseCreateDialog({ step, onClose }: { step: { id: string; name: string }; onClose: () => void }) {
  const formId = useId();
  const create = useCreateCourse();
  const notify = useNotify();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), defaultValues: { name: '', description: '' } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { id } = await create.mutateAsync({ stepId: step.id, name: values.name, description: values.description ?? '' });
      notify({ type: 'success', message: `Curso ${values.name} criado. Ele fica invisível para os alunos até ser publicado.` });
      onClose();
      void navigate(`/admin/jornada/cursos/${id}`);
    } catch (error) {
      const placed = setServerErrors(error, setError, fields);
      if (Object.keys(placed).length === 0) setFailure((error as Error).message);
    }
  });

  return (
    <Modal
      open
      size="lg"
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      title="Novo curso"
      description={`Na etapa ${step.name}, no fim da lista. Depois você escreve os temas, tópicos e conteúdos.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Criar curso
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        {failure && <Alert type="error">{failure}</Alert>}
        <Input label="Nome" maxLength={120} autoComplete="off" data-autofocus error={errors.name?.message} {...register('name')} />
        <Textarea label="Descrição" rows={3} maxLength={1000} optional error={errors.description?.message} {...register('description')} />
      </form>
    </Modal>
  );
}
