import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { saveErrorText } from '../lib/save-error.ts';
import { FormActions } from './form-actions.tsx';

export type UseItemFormOptions<TInput extends FieldValues, TOutput> = {
  resolver: Resolver<TInput, unknown, TOutput>;
  defaultValues: DefaultValues<TInput>;
  /** Fields a server 422 may name; others only reach the inline message. */
  fields: readonly Path<TInput>[];
  /** This item's place in the saved CV ('languages.1.'): only the server's errors under it are this form's fields. */
  serverPath: string;
  onSave: (values: TOutput) => Promise<void>;
};

/**
 * What the experience, formation and language forms share: react-hook-form with the contract's zod
 * schema, and a failed save put next to its fields plus one inline message.
 */
export function useItemForm<TInput extends FieldValues, TOutput>({ resolver, defaultValues, fields, serverPath, onSave }: UseItemFormOptions<TInput, TOutput>) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;
  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      // A 422 names fields of the whole CV ('experiences.1.company_name'): this item's go beside
      // its fields, another item's stay in the inline message (issue 13 item 13, docs/decisions/1310).
      const placed = setServerErrors(error, form.setError, fields, { rename: (path) => (path.startsWith(serverPath) ? path.slice(serverPath.length) : '') });
      setFailure(saveErrorText(error, placed));
    }
  });
  // save catches its own failures; void says that no one awaits it (docs/decisions/0706).
  const onSubmit: FormEventHandler<HTMLFormElement> = (event) => void save(event);
  return { form, register: form.register, errors, pending: isSubmitting, failure, onSubmit };
}

/** The props of every item form: the item being edited (none when adding), its place in the saved CV, save and cancel. */
export type ItemEditorProps<TItem, TValues> = {
  item?: TItem;
  /** 'experiences.2.': where the server's 422 names this item's fields. */
  serverPath: string;
  onSave: (values: TValues) => Promise<void>;
  onCancel: () => void;
};

/** Select options whose label is the value itself (the contract's fixed lists). */
export const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export type ItemFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  pending: boolean;
  onCancel: () => void;
  /** The fields, laid out in two columns from the small breakpoint up. */
  children: ReactNode;
};

/** The form inside the item modal: fields, the inline failure and Cancelar / Salvar. */
export function ItemForm({ onSubmit, failure, pending, onCancel, children }: ItemFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      <FormActions failure={failure} pending={pending} onCancel={onCancel} />
    </form>
  );
}
