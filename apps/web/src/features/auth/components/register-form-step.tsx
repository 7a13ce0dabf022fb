import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequest, type RegisterRequest } from '@rumo/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LinkedinInput } from '../../../components/ui/linkedin-input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { PhoneInput } from '../../../components/ui/phone-input.tsx';
import { setServerErrors } from '../../../lib/form-errors.ts';

type FormInput = RegisterRequest;
type FormOutput = z.output<typeof registerRequest>;
const fields = ['name', 'email', 'password', 'tel', 'linkedin'] as const;

type Props = {
  headingRef: (el: HTMLHeadingElement | null) => void;
  linkedin: string;
  /** Resolves when done; rejects with the API error so field messages can be shown. */
  onSubmit: (values: FormOutput) => Promise<void>;
  onBack: () => void;
  /** True from the request until the wizard shows the last step (includes the 2 s pause). */
  busy: boolean;
};

export function RegisterFormStep({ headingRef, linkedin, onSubmit, onBack, busy }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerRequest),
    defaultValues: { name: '', email: '', password: '', tel: '', linkedin },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // Field messages from the server (409 e-mail taken, 422 validation) go next to their fields.
      setServerErrors(error, setError, fields);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none">
          Seus dados
        </h1>
        <p className="text-slate-600">Preencha os campos abaixo para criar sua conta.</p>
      </div>
      <Input label="Nome completo" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <Input label="E-mail" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required error={errors.email?.message} {...register('email')} />
      <PasswordInput label="Senha" autoComplete="new-password" required hint="Use pelo menos 8 caracteres." error={errors.password?.message} {...register('password')} />
      <PhoneInput label="Telefone" required error={errors.tel?.message} {...register('tel')} />
      <LinkedinInput optional error={errors.linkedin?.message} {...register('linkedin')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={busy} className="sm:flex-1">
          Voltar
        </Button>
        <Button type="submit" size="lg" loading={busy} className="sm:flex-[2]">
          {busy ? 'Cadastrando…' : 'Cadastrar'}
        </Button>
      </div>
      <p className="text-center text-sm text-slate-600">
        Já tem uma conta?{' '}
        <Link to="/login" className="rounded font-semibold text-brand-700 hover:underline">
          Entrar
        </Link>
      </p>
    </form>
  );
}
