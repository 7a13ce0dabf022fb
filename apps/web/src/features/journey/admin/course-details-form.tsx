import { zodResolver } from '@hookform/resolvers/zod';
import { courseCreate } from '@rumo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useEditCourse } from './journey-admin-api.ts';

const schema = courseCreate.pick({ name: true, description: true });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
const fields = ['name', 'description'] as const;

/** The course's name and description: they go to its draft, for learners at 'Publicar' (decision 1603). */
export function CourseDetailsForm({ courseId, name, description }: { courseId: string; name: string; description: string }) {
  const edit = useEditCourse();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), defaultValues: { name, description } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await edit.mutateAsync({ id: courseId, name: values.name, description: values.description ?? '' });
      notify({ type: 'success', message: 'Nome e descrição salvos no rascunho.' });
    } catch (error) {
      const placed = setServerErrors(error, setError, fields);
      if (Object.keys(placed).length === 0) setFailure((error as Error).message);
    }
  });

  return (
    <form noValidate aria-label="Nome e descrição do curso" className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      {failure && <Alert type="error">{failure}</Alert>}
      <Input label="Nome do curso" maxLength={120} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <Textarea label="Descrição" rows={4} maxLength={1000} optional error={errors.description?.message} {...register('description')} />
      <div>
        <Button type="submit" loading={edit.isPending}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
