import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequest, type ChangePasswordRequest } from '@rumo/contract';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE, serverMessage } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useChangePassword } from '../api/account-api.ts';
import { accountMessages as m } from '../api/account-messages.ts';

/** A failure that is not about the typed passwords: the server's message, else the connection's. */
function failureText(error: unknown): string {
  return serverMessage(error) ?? (isApiError(error) && error.status === 0 ? NETWORK_ERROR_MESSAGE : m.passwordError);
}

export function SecurityForm() {
  const notify = useNotify();
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({ resolver: zodResolver(changePasswordRequest), defaultValues: { current_password: '', new_password: '' } });

  const onValid = async (values: ChangePasswordRequest) => {
    try {
      await mutation.mutateAsync(values);
      reset();
      notify({ type: 'success', message: m.passwordChanged });
    } catch (error) {
      // A rejected *new* password (e.g. too common) is explained on its field, a wrong current one
      // is the spec's 'Senha incorreta'. Anything else — too many attempts (429), a busy server
      // (503), no connection — is not the person's typing: the server's own message, the fields
      // left as they are (docs/decisions/1308).
      const placed = setServerErrors(error, setError, ['current_password', 'new_password']);
      if (placed.new_password && !placed.current_password) {
        notify({ type: 'error', message: placed.new_password });
        return;
      }
      if (placed.current_password) {
        setError('current_password', { message: m.wrongPassword }, { shouldFocus: true });
        notify({ type: 'error', message: m.wrongPassword });
        return;
      }
      notify({ type: 'error', message: failureText(error) });
    }
  };

  const onInvalid = () => {
    const { current_password, new_password } = getValues();
    if (!current_password || !new_password) notify({ type: 'warning', message: m.fillAllFields });
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordInput label="Senha atual" autoComplete="current-password" required error={errors.current_password?.message} {...register('current_password')} />
        <PasswordInput
          label="Nova senha"
          autoComplete="new-password"
          required
          hint="Use pelo menos 8 caracteres."
          error={errors.new_password?.message}
          {...register('new_password')}
        />
      </div>
      <p className="text-sm text-slate-600">Ao trocar a senha, as sessões abertas em outros aparelhos são encerradas.</p>
      <div className="flex sm:justify-end">
        <Button type="submit" loading={mutation.isPending} block className="sm:w-auto sm:min-w-44">
          Alterar senha
        </Button>
      </div>
    </form>
  );
}
