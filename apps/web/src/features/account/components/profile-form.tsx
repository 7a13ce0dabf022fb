import { zodResolver } from '@hookform/resolvers/zod';
import { editUserRequest, type EditUserRequest, type UserProfile } from '@rumo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LinkedinInput } from '../../../components/ui/linkedin-input.tsx';
import { PhoneInput } from '../../../components/ui/phone-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { maskPhone } from '../../../lib/phone-mask.ts';
import { type EditUserBody, useUpdateProfile } from '../api/account-api.ts';
import { accountMessages as m } from '../api/account-messages.ts';

const fields = ['name', 'email', 'tel', 'linkedin'] as const;

/** Where the server's answer is shown inline, under the button (the banner gives the short version). */
type Outcome = { type: 'success' | 'error'; text: string } | null;

function failureText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 409) return m.emailTaken;
    if (error.status > 0 && error.message) return error.message;
  }
  return m.userInfoError;
}

export function ProfileForm({ profile }: { profile: UserProfile }) {
  const notify = useNotify();
  const mutation = useUpdateProfile();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EditUserRequest, unknown, EditUserBody>({
    resolver: zodResolver(editUserRequest),
    defaultValues: { name: profile.name, email: profile.email, tel: maskPhone(profile.tel), linkedin: profile.linkedin },
  });

  const onValid = async (values: EditUserBody) => {
    setOutcome(null);
    try {
      const saved = await mutation.mutateAsync(values);
      reset({ name: saved.name, email: saved.email, tel: maskPhone(saved.tel), linkedin: saved.linkedin });
      setOutcome({ type: 'success', text: m.userInfoSaved });
      notify({ type: 'success', message: m.profileSaved });
    } catch (error) {
      const text = failureText(error);
      // A 409 is the e-mail taken, whatever the server wrote; otherwise its field messages.
      if (isApiError(error) && error.status === 409) setError('email', { message: m.emailTaken }, { shouldFocus: true });
      else setServerErrors(error, setError, fields);
      setOutcome({ type: 'error', text });
      notify({ type: 'error', message: m.profileError });
    }
  };

  const onInvalid = (invalid: Partial<Record<(typeof fields)[number], unknown>>) => {
    // Empty name or e-mail gets the spec's message; other mistakes are explained next to their fields.
    if (invalid.name || invalid.email) notify({ type: 'warning', message: m.fillNameAndEmail });
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Nome" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <Input label="E-mail" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required error={errors.email?.message} {...register('email')} />
        <PhoneInput label="Telefone" required error={errors.tel?.message} {...register('tel')} />
        <LinkedinInput optional error={errors.linkedin?.message} {...register('linkedin')} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className={outcome?.type === 'error' ? 'text-sm font-medium text-red-700' : 'text-sm font-medium text-emerald-800'}>
          {outcome?.text}
        </p>
        <Button type="submit" loading={mutation.isPending} className="sm:min-w-44">
          Salvar alterações
        </Button>
      </div>
    </form>
  );
}
