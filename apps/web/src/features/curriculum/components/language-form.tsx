import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGE_LEVELS, languageInput, type Language, type LanguageInput } from '@rumo/contract';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { applyServerErrors } from '../lib/form-errors.ts';
import { FormActions } from './form-actions.tsx';

export type LanguageValues = z.output<typeof languageInput>;
const fields: Path<LanguageInput>[] = ['language', 'proficiency'];
const levelOptions = LANGUAGE_LEVELS.map((value) => ({ value, label: value }));

export type LanguageFormProps = {
  language?: Language;
  onSave: (values: LanguageValues) => Promise<void>;
  onCancel: () => void;
};

/** Language and level (A1-Iniciante … C2-Fluente), both required. */
export function LanguageForm({ language, onSave, onCancel }: LanguageFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LanguageInput, unknown, LanguageValues>({
    resolver: zodResolver(languageInput),
    defaultValues: language ? { uuid: language.uuid, language: language.language, proficiency: language.proficiency as LanguageInput['proficiency'] } : { language: '' },
  });

  const onValid = async (values: LanguageValues) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, fields, /^languages\.\d+\./));
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Idioma" required error={errors.language?.message} {...register('language')} />
        <Select label="Nível" required placeholder="Selecione…" options={levelOptions} error={errors.proficiency?.message} {...register('proficiency')} />
      </div>
      <FormActions failure={failure} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
