import { zodResolver } from '@hookform/resolvers/zod';
import { EXPERIENCE_DESCRIPTION_MAX, experienceInput, type Experience, type ExperienceInput } from '@rumo/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { CharacterCount } from './character-count.tsx';
import { ItemForm, useItemForm, type ItemEditorProps } from './item-form.tsx';

export type ExperienceValues = z.output<typeof experienceInput>;

export type ExperienceFormProps = ItemEditorProps<Experience, ExperienceValues>;

/** Role, company, dates, 'Cargo Atual?' (hides the end date and sends null) and a 255-character description. */
export function ExperienceForm({ item: experience, serverPath, onSave, onCancel }: ExperienceFormProps) {
  const [current, setCurrent] = useState(experience ? experience.end_date === null : false);
  const { form, register, errors, pending, failure, onSubmit } = useItemForm<ExperienceInput, ExperienceValues>({
    resolver: zodResolver(experienceInput),
    defaultValues: experience
      ? {
          uuid: experience.uuid,
          role: experience.role,
          company_name: experience.company_name,
          description: experience.description,
          start_date: experience.start_date,
          end_date: experience.end_date ?? '',
        }
      : { role: '', company_name: '', description: '', start_date: '', end_date: '' },
    fields: ['role', 'company_name', 'description', 'start_date', 'end_date'],
    serverPath,
    onSave: (values) => onSave({ ...values, end_date: current ? null : values.end_date }),
  });
  const { setValue, watch } = form;
  const descriptionLength = (watch('description') ?? '').length;

  const toggleCurrent = (value: boolean) => {
    setCurrent(value);
    setValue('end_date', value ? null : '', { shouldValidate: false });
  };

  return (
    <ItemForm onSubmit={onSubmit} failure={failure} pending={pending} onCancel={onCancel}>
      <Input label="Cargo" required error={errors.role?.message} {...register('role')} />
      <Input label="Empresa" required autoComplete="organization" error={errors.company_name?.message} {...register('company_name')} />
      <Input label="Data de início" type="date" required error={errors.start_date?.message} {...register('start_date')} />
      {!current && <Input label="Data de término" type="date" required error={errors.end_date?.message} {...register('end_date')} />}
      <Checkbox label="Cargo Atual?" checked={current} onChange={(event) => toggleCurrent(event.target.checked)} className="min-h-11 sm:col-span-2" />
      <Textarea
        label="Descrição"
        rows={4}
        required
        containerClassName="sm:col-span-2"
        hint={<CharacterCount length={descriptionLength} max={EXPERIENCE_DESCRIPTION_MAX} />}
        error={errors.description?.message}
        {...register('description')}
      />
    </ItemForm>
  );
}
