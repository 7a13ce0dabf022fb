import { zodResolver } from '@hookform/resolvers/zod';
import { editUserRequest, type EditUserRequest, type UserProfile } from '@rumo/contract';
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

/** A failure the fields do not explain: the server's message, else the spec's fallback. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.message) return error.message;
  return m.userInfoError;
}

export function ProfileForm({ profile }: { profile: UserProfile }) {
  const notify = useNotify();
  const mutation = useUpdateProfile();
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

  // One message per event (issue 13 item 9, docs/decisions/1308): the banner says what happened;
  // a field error is said beside its field only.
  const onValid = async (values: EditUserBody) => {
    try {
      const saved = await mutation.mutateAsync(values);
      reset({ name: saved.name, email: saved.email, tel: maskPhone(saved.tel), linkedin: saved.linkedin });
      notify({ type: 'success', message: m.profileSaved });
    } catch (error) {
      // A 409 is the e-mail taken, whatever the server wrote; otherwise its field messages.
      const taken = isApiError(error) && error.status === 409;
      if (taken) setError('email', { message: m.emailTaken }, { shouldFocus: true });
      const onFields = taken || Object.keys(setServerErrors(error, setError, fields)).length > 0;
      notify({ type: 'error', message: onFields ? m.profileError : failureText(error) });
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
      <div className="flex justify-end">
        <Button type="submit" loading={mutation.isPending} className="sm:min-w-44">
          Salvar alterações
        </Button>
      </div>
    </form>
  );
}
