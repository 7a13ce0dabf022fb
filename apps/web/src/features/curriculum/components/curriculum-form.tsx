import { zodResolver } from '@hookform/resolvers/zod';
import { BRAZIL_STATES, BRAZIL_UFS, SKILLS_MAX, SUMMARY_MAX, updateCurriculumRequest, type Curriculum, type UpdateCurriculumRequest } from '@rumo/contract';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TagInput } from '../../../components/ui/tag-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { usePositions } from '../api/positions-api.ts';
import { salaryInputValue } from '../lib/curriculum-display.ts';
import { saveErrorText } from '../lib/save-error.ts';
import { CharacterCount } from './character-count.tsx';
import { AcceptedJobTypesField } from './accepted-job-types-field.tsx';
import { FormActions } from './form-actions.tsx';
import { RoleCombobox } from './role-combobox.tsx';
import { WorkedBeforeField } from './worked-before-field.tsx';
import { skillTagProps } from '../../../lib/skill-tags.ts';

type FormInput = z.input<typeof updateCurriculumRequest>;
export type CurriculumFormValues = z.output<typeof updateCurriculumRequest>;

const fields: Path<FormInput>[] = ['name', 'role', 'role_description', 'location', 'state', 'summary', 'worked_before', 'last_salary', 'skills', 'accepted_job_types'];

const emptyValues: FormInput = {
  name: '',
  role: '',
  role_description: '',
  location: '',
  state: '',
  summary: '',
  worked_before: false,
  last_salary: '',
  skills: [],
  accepted_job_types: [],
};

function valuesOf(cv: Curriculum | undefined): FormInput {
  if (!cv) return emptyValues;
  return {
    name: cv.name,
    role: cv.role,
    role_description: cv.role_description ?? '',
    location: cv.location ?? '',
    state: cv.state ?? '',
    summary: cv.summary,
    worked_before: cv.worked_before,
    last_salary: salaryInputValue(cv.last_salary),
    skills: cv.skills,
    accepted_job_types: cv.accepted_job_types,
  };
}

export type CurriculumFormProps = {
  mode: 'create' | 'edit';
  curriculum?: Curriculum;
  /** Saves; throws the API error so the form can show it. */
  onSave: (values: UpdateCurriculumRequest) => Promise<void>;
  onCancel: () => void;
};

/** The CV's own fields (spec: New curriculum / Curriculum information edit). On success it resets itself. */
export function CurriculumForm({ mode, curriculum, onSave, onCancel }: CurriculumFormProps) {
  const positions = usePositions();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, CurriculumFormValues>({ resolver: zodResolver(updateCurriculumRequest), defaultValues: valuesOf(curriculum) });

  const workedBefore = watch('worked_before');
  const summaryLength = (watch('summary') ?? '').length;
  const state = watch('state');
  const stateOptions: { value: string; label: string }[] = BRAZIL_UFS.map((uf) => ({ value: uf, label: `${uf} - ${BRAZIL_STATES[uf]}` }));
  // A state typed elsewhere (an imported file) stays selectable instead of being lost.
  if (state && !(BRAZIL_UFS as string[]).includes(state)) stateOptions.unshift({ value: state, label: state });

  const onValid = async (values: CurriculumFormValues) => {
    setFailure(null);
    try {
      // Spec: the salary is sent only when worked_before is true.
      const { last_salary, ...rest } = values;
      await onSave(values.worked_before ? { ...rest, last_salary } : rest);
      reset(mode === 'create' ? emptyValues : undefined);
    } catch (error) {
      const placed = setServerErrors(error, setError, fields);
      setFailure(saveErrorText(error, placed));
    }
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={mode === 'create' ? 'Novo Currículo' : 'Informações Pessoais'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Nome" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RoleCombobox
              label="Cargo"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              positions={positions.data ?? []}
              error={errors.role?.message}
              hint="Digite para ver sugestões de cargos."
            />
          )}
        />
        <Input label="Descrição do cargo" optional containerClassName="sm:col-span-2" error={errors.role_description?.message} {...register('role_description')} />
        <Input label="Cidade" optional autoComplete="address-level2" error={errors.location?.message} {...register('location')} />
        <Select label="Estado" optional placeholder="Não informado" options={stateOptions} error={errors.state?.message} {...register('state')} />
        <Textarea
          label="Resumo de qualificações"
          rows={6}
          containerClassName="sm:col-span-2"
          required
          hint={<CharacterCount length={summaryLength} max={SUMMARY_MAX} />}
          error={errors.summary?.message}
          {...register('summary')}
        />
        <Controller
          control={control}
          name="worked_before"
          render={({ field }) => <WorkedBeforeField value={Boolean(field.value)} onChange={field.onChange} error={errors.worked_before?.message} />}
        />
        {workedBefore && <Input label="Último salário (R$)" inputMode="decimal" placeholder="3.500,00" required error={errors.last_salary?.message} {...register('last_salary')} />}
        {/* What compatibility compares with each job (docs/decisions/1704). */}
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <TagInput
              label="Habilidades"
              optional
              className="sm:col-span-2"
              value={field.value ?? []}
              onChange={field.onChange}
              {...skillTagProps}
              placeholder="Ex.: React, SQL, Excel"
              hint={`Digite e tecle Enter ou vírgula para adicionar (até ${SKILLS_MAX}). São comparadas com as habilidades pedidas nas vagas.`}
              error={errors.skills?.message ?? errors.skills?.root?.message}
            />
          )}
        />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="accepted_job_types"
            render={({ field }) => <AcceptedJobTypesField value={field.value ?? []} onChange={field.onChange} error={errors.accepted_job_types?.message} />}
          />
        </div>
      </div>
      <FormActions failure={failure} pending={isSubmitting} onCancel={onCancel} submitLabel={mode === 'create' ? 'Criar currículo' : 'Salvar alterações'} />
    </form>
  );
}
