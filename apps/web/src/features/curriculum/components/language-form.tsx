import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGE_LEVELS, languageInput, type Language, type LanguageInput } from '@rumo/contract';
import type { z } from 'zod';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ItemForm, useItemForm } from './item-form.tsx';

export type LanguageValues = z.output<typeof languageInput>;
const levelOptions = LANGUAGE_LEVELS.map((value) => ({ value, label: value }));

export type LanguageFormProps = {
  language?: Language;
  onSave: (values: LanguageValues) => Promise<void>;
  onCancel: () => void;
};

/** Language and level (A1-Iniciante … C2-Fluente), both required. */
export function LanguageForm({ language, onSave, onCancel }: LanguageFormProps) {
  const { form, failure, onSubmit } = useItemForm<LanguageInput, LanguageValues>({
    resolver: zodResolver(languageInput),
    defaultValues: language ? { uuid: language.uuid, language: language.language, proficiency: language.proficiency as LanguageInput['proficiency'] } : { language: '' },
    fields: ['language', 'proficiency'],
    serverPrefix: /^languages\.\d+\./,
    onSave,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <ItemForm onSubmit={onSubmit} failure={failure} pending={isSubmitting} onCancel={onCancel}>
      <Input label="Idioma" required error={errors.language?.message} {...register('language')} />
      <Select label="Nível" required placeholder="Selecione…" options={levelOptions} error={errors.proficiency?.message} {...register('proficiency')} />
    </ItemForm>
  );
}
