import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGE_LEVELS, languageInput, type Language, type LanguageInput } from '@rumo/contract';
import type { z } from 'zod';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ItemForm, useItemForm, optionsOf, type ItemEditorProps } from './item-form.tsx';

export type LanguageValues = z.output<typeof languageInput>;
const levelOptions = optionsOf(LANGUAGE_LEVELS);

export type LanguageFormProps = ItemEditorProps<Language, LanguageValues>;

/** Language and level (A1-Iniciante … C2-Fluente), both required. */
export function LanguageForm({ item: language, serverPath, onSave, onCancel }: LanguageFormProps) {
  const { register, errors, pending, failure, onSubmit } = useItemForm<LanguageInput, LanguageValues>({
    resolver: zodResolver(languageInput),
    defaultValues: language ? { uuid: language.uuid, language: language.language, proficiency: language.proficiency as LanguageInput['proficiency'] } : { language: '' },
    fields: ['language', 'proficiency'],
    serverPath,
    onSave,
  });

  return (
    <ItemForm onSubmit={onSubmit} failure={failure} pending={pending} onCancel={onCancel}>
      <Input label="Idioma" required error={errors.language?.message} {...register('language')} />
      <Select label="Nível" required placeholder="Selecione…" options={levelOptions} error={errors.proficiency?.message} {...register('proficiency')} />
    </ItemForm>
  );
}
