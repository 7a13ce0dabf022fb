import { zodResolver } from '@hookform/resolvers/zod';
import { formationInput, GRADUATION_OPTIONS, type Formation, type FormationInput } from '@rumo/contract';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { applyServerErrors } from '../lib/form-errors.ts';
import { FormActions } from './form-actions.tsx';

export type FormationValues = z.output<typeof formationInput>;
const fields: Path<FormationInput>[] = ['name', 'graduation', 'institution', 'start_date', 'end_date'];
const graduationOptions = GRADUATION_OPTIONS.map((value) => ({ value, label: value }));

export type FormationFormProps = {
  formation?: Formation;
  onSave: (values: FormationValues) => Promise<void>;
  onCancel: () => void;
};

/** Course, graduation (5 options), institution, start and end dates — all required (spec section 5). */
export function FormationForm({ formation, onSave, onCancel }: FormationFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormationInput, unknown, FormationValues>({
    resolver: zodResolver(formationInput),
    defaultValues: formation
      ? { uuid: formation.uuid, name: formation.name, graduation: formation.graduation as FormationInput['graduation'], institution: formation.institution, start_date: formation.start_date, end_date: formation.end_date }
      : { name: '', institution: '', start_date: '', end_date: '' },
  });

  const onValid = async (values: FormationValues) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, fields, /^formations\.\d+\./));
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Curso" required containerClassName="sm:col-span-2" error={errors.name?.message} {...register('name')} />
        <Select label="Graduação" required placeholder="Selecione…" options={graduationOptions} error={errors.graduation?.message} {...register('graduation')} />
        <Input label="Instituição" required error={errors.institution?.message} {...register('institution')} />
        <Input label="Data de início" type="date" required error={errors.start_date?.message} {...register('start_date')} />
        <Input label="Data de término" type="date" required error={errors.end_date?.message} {...register('end_date')} />
      </div>
      <FormActions failure={failure} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
