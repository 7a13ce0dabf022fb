import { zodResolver } from '@hookform/resolvers/zod';
import { courseCreate } from '@rumo/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { TagInput } from '../../../components/ui/tag-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useEditCourse } from './journey-admin-api.ts';
import { skillTagProps } from '../../../lib/skill-tags.ts';

// Whole hours from 1 to 999, or empty for the estimate from the contents (decision 1703); the
// server checks the same range (courseHours in the contract).
const hoursField = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= 1), { message: 'Informe a carga horária em horas inteiras, de 1 a 999, ou deixe em branco.' })
  .transform((v) => (v === '' ? null : Number(v)));
const schema = courseCreate.pick({ name: true, description: true, skills: true }).extend({ hours: hoursField });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
const fields = ['name', 'description', 'hours', 'skills'] as const;

/**
 * The course's name and description, which go to its draft for learners at 'Publicar' (decision
 * 1603), its workload, which certificates issued from then on carry (decision 1703), and the skills
 * it teaches, which job pages suggest it for at once (decision 1704).
 */
export function CourseDetailsForm({ courseId, name, description, hours, skills }: { courseId: string; name: string; description: string; hours: number | null; skills: string[] }) {
  const edit = useEditCourse();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
    // `values`, not defaultValues read once: when the course changes under the form ('Descartar
    // rascunho' takes it back to the published name and description) the fields follow it, so
    // 'Salvar' cannot write the discarded text back. Remounting with a key instead would also
    // happen after every 'Salvar' and drop the focus from the button.
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), values: { name, description, hours: hours === null ? '' : String(hours), skills } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await edit.mutateAsync({ id: courseId, name: values.name, description: values.description ?? '', hours: values.hours, skills: values.skills });
      notify({ type: 'success', message: 'Dados do curso salvos: nome e descrição no rascunho; carga horária e habilidades já valem.' });
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
      <Input
        label="Carga horária (horas)"
        inputMode="numeric"
        maxLength={3}
        autoComplete="off"
        optional
        hint="Vai nos certificados. Em branco, estimamos pelos conteúdos (15 minutos cada)."
        error={errors.hours?.message}
        {...register('hours')}
        className="max-w-40"
      />
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <TagInput
            label="Habilidades que o curso ensina"
            optional
            value={field.value ?? []}
            onChange={field.onChange}
            {...skillTagProps}
            hint="Tecle Enter ou vírgula para adicionar. Vagas que pedem uma delas sugerem este curso a quem não a tem; vale já, sem publicar."
            error={errors.skills?.message}
          />
        )}
      />
      <div>
        <Button type="submit" loading={edit.isPending}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
