import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequest } from '@rumo/contract';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useForgotPasswordMutation } from '../api/auth-mutations.ts';

type FormInput = z.input<typeof forgotPasswordRequest>;
type FormOutput = z.output<typeof forgotPasswordRequest>;

const GENERIC_ERROR = 'Não foi possível enviar o link agora. Tente novamente em instantes.';

export function ForgotPasswordForm() {
  const mutation = useForgotPasswordMutation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(forgotPasswordRequest), defaultValues: { email: '' } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await mutation.mutateAsync(values);
      setSentMessage(message);
    } catch (error) {
      // 429 carries the server's own "wait a little" message; anything else gets a generic one.
      setFailure(isApiError(error) && error.status === 429 ? error.message : GENERIC_ERROR);
    }
  });

  if (sentMessage) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        <p className="text-lg font-semibold text-slate-900">Verifique seu e-mail</p>
        <p className="text-slate-600">{sentMessage}</p>
        <p className="text-sm text-slate-600">
          Enviamos para <strong className="text-slate-800">{getValues('email')}</strong>. O link vale por tempo limitado e só pode ser usado uma vez. Confira também a caixa de
          spam.
        </p>
        <Link to="/login" className="rounded font-semibold text-brand-700 hover:underline">
          Voltar para o login
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      {failure && <Alert type="error">{failure}</Alert>}
      <Input label="E-mail" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" block loading={mutation.isPending}>
        Enviar link de redefinição
      </Button>
      <Link to="/login" className="self-center rounded text-sm font-semibold text-brand-700 hover:underline">
        Voltar para o login
      </Link>
    </form>
  );
}
