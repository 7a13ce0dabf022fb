import { zodResolver } from '@hookform/resolvers/zod';
import { nodeRename } from '@rumo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { setServerErrors } from '../../../lib/form-errors.ts';

type FormInput = z.input<typeof nodeRename>;
type FormOutput = z.output<typeof nodeRename>;

/** The name of a theme or topic, new or renamed; the API's rules and 422 beside the field. */
export function NameForm({
  defaultValue = '',
  submitLabel,
  formLabel,
  onSubmit,
}: {
  defaultValue?: string;
  submitLabel: string;
  formLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(nodeRename), defaultValues: { name: defaultValue } });

  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await onSubmit(name);
    } catch (error) {
      const placed = setServerErrors(error, setError, ['name']);
      if (Object.keys(placed).length === 0) setFailure((error as Error).message);
    }
  });

  return (
    <form noValidate aria-label={formLabel} className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
      {failure && <Alert type="error">{failure}</Alert>}
      <Input label="Nome" maxLength={120} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <div>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
