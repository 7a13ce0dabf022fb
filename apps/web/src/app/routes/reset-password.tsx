import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

function ResetPasswordPage() {
  usePageTitle('Redefinir senha');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthShell>
      <div className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Redefinir senha</h1>
        <p className="text-slate-600">Escolha uma nova senha para a sua conta.</p>
      </div>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert
          type="warning"
          title="Link inválido ou incompleto"
          action={
            <Link to="/forgot-password" className="rounded font-semibold underline">
              Pedir um novo link
            </Link>
          }
        >
          Abra o link exatamente como chegou no seu e-mail ou peça um novo.
        </Alert>
      )}
    </AuthShell>
  );
}

export { ResetPasswordPage as Component };
