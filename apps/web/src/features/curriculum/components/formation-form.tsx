import { zodResolver } from '@hookform/resolvers/zod';
import { formationInput, GRADUATION_OPTIONS, type Formation, type FormationInput } from '@rumo/contract';
import type { z } from 'zod';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ItemForm, useItemForm, optionsOf, type ItemEditorProps } from './item-form.tsx';

export type FormationValues = z.output<typeof formationInput>;
const graduationOptions = optionsOf(GRADUATION_OPTIONS);

export type FormationFormProps = ItemEditorProps<Formation, FormationValues>;

/** Course, graduation (5 options), institution, start and end dates — all required (spec section 5). */
export function FormationForm({ item: formation, serverPath, onSave, onCancel }: FormationFormProps) {
  const { register, errors, pending, failure, onSubmit } = useItemForm<FormationInput, FormationValues>({
    resolver: zodResolver(formationInput),
    defaultValues: formation
      ? {
          uuid: formation.uuid,
          name: formation.name,
          graduation: formation.graduation as FormationInput['graduation'],
          institution: formation.institution,
          start_date: formation.start_date,
          end_date: formation.end_date,
        }
      : { name: '', institution: '', start_date: '', end_date: '' },
    fields: ['name', 'graduation', 'institution', 'start_date', 'end_date'],
    serverPath,
    onSave,
  });

  return (
    <ItemForm onSubmit={onSubmit} failure={failure} pending={pending} onCancel={onCancel}>
      <Input label="Curso" required containerClassName="sm:col-span-2" error={errors.name?.message} {...register('name')} />
      <Select label="Graduação" required placeholder="Selecione…" options={graduationOptions} error={errors.graduation?.message} {...register('graduation')} />
      <Input label="Instituição" required error={errors.institution?.message} {...register('institution')} />
      <Input label="Data de início" type="date" required error={errors.start_date?.message} {...register('start_date')} />
      <Input label="Data de término" type="date" required error={errors.end_date?.message} {...register('end_date')} />
    </ItemForm>
  );
}
