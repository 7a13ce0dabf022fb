import { zodResolver } from '@hookform/resolvers/zod';
import { passwordField } from '@rumo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useResetPasswordMutation } from '../api/auth-mutations.ts';

// The confirmation exists only in the browser; the API receives resetPasswordRequest ({ token, password }).
const formSchema = z
  .object({ password: passwordField, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'As senhas não coincidem.' });
type FormValues = z.infer<typeof formSchema>;

const GENERIC_ERROR = 'Não foi possível redefinir a senha agora. Tente novamente em instantes.';

export function ResetPasswordForm({ token }: { token: string }) {
  const mutation = useResetPasswordMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; badToken: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { password: '', confirm: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { message } = await mutation.mutateAsync({ token, password });
      notify({ type: 'success', message });
      void navigate('/login', { replace: true });
    } catch (error) {
      if (!isApiError(error)) return setFailure({ message: GENERIC_ERROR, badToken: false });
      const placed = setServerErrors(error, setError, ['password']);
      setFailure({ message: error.message || GENERIC_ERROR, badToken: error.status === 400 && !placed.password });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      {failure && (
        <Alert
          type="error"
          action={
            failure.badToken && (
              <Link to="/forgot-password" className="rounded font-semibold underline">
                Pedir um novo link
              </Link>
            )
          }
        >
          {failure.message}
        </Alert>
      )}
      <PasswordInput label="Nova senha" autoComplete="new-password" required hint="Use pelo menos 8 caracteres." error={errors.password?.message} {...register('password')} />
      <PasswordInput label="Confirme a nova senha" autoComplete="new-password" required error={errors.confirm?.message} {...register('confirm')} />
      <Button type="submit" size="lg" block loading={mutation.isPending}>
        Redefinir senha
      </Button>
      <Link to="/login" className="self-center rounded text-sm font-semibold text-brand-700 hover:underline">
        Voltar para o login
      </Link>
    </form>
  );
}
