import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

function ForgotPasswordPage() {
  usePageTitle('Esqueceu a senha?');
  return (
    <AuthShell>
      <div className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Esqueceu a senha?</h1>
        <p className="text-slate-600">Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.</p>
      </div>
      <ForgotPasswordForm />
    </AuthShell>
  );
}

export { ForgotPasswordPage as Component };
