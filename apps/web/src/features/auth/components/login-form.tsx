import type { LoginRequest } from '@rumo/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useNotify } from '../../../lib/notifications.tsx';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/return-path.ts';
import { saveSession } from '../../../lib/session.ts';
import { track } from '../../../lib/tracking.ts';
import { loginErrorMessage } from '../api/auth-errors.ts';
import { login } from '../api/login.ts';

type Errors = Partial<Record<keyof LoginRequest, string>>;

/** Same rule and messages as the contract's loginRequest (both fields required), without loading zod on the first screen. */
function validate(values: LoginRequest): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = 'O campo usuário é obrigatório.';
  if (!values.password) errors.password = 'O campo senha é obrigatório.';
  return errors;
}

export function LoginForm() {
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [remember, setRemember] = useState(false);
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const change = (field: keyof LoginRequest) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = found.username ? 'username' : found.password ? 'password' : null;
    if (firstInvalid) {
      // Focus the first field to fix (by name: the error state has not been rendered yet).
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setPending(true);
    try {
      // 'Lembrar-me' goes to the API, which sets the session cookie for 30 days or for the browser session.
      const { data } = await login({ username: values.username.trim(), password: values.password, remember });
      saveSession({ user: { name: data.data.name, uuid: data.uuid } });
      void track('login', { user: data.uuid });
      // Back to where the user was (a same-origin path only, docs/decisions/1304), else the dashboard.
      void navigate(safeReturnPath(params.get(RETURN_PARAM)) ?? '/dashboard', { replace: true });
    } catch (error) {
      notify({ type: 'error', message: loginErrorMessage(error) });
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <Input
        label="Usuário"
        name="username"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="seu@email.com"
        required
        value={values.username}
        onChange={change('username')}
        error={errors.username}
      />
      <PasswordInput label="Senha" name="password" autoComplete="current-password" required value={values.password} onChange={change('password')} error={errors.password} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox label="Lembrar-me" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <Link to="/forgot-password" className="rounded text-sm font-semibold text-brand-700 hover:underline">
          Esqueceu a senha?
        </Link>
      </div>
      <Button type="submit" size="lg" block loading={pending}>
        Entrar
      </Button>
      <p className="text-center text-sm text-slate-600">
        Ainda não tem conta?{' '}
        <Link to="/register" className="rounded font-semibold text-brand-700 hover:underline">
          Cadastre-se
        </Link>
      </p>
    </form>
  );
}
