import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { WelcomePanel } from '../../features/auth/components/welcome-panel.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

function LoginPage() {
  usePageTitle('Entrar');
  return (
    <AuthShell aside={<WelcomePanel />}>
      <div className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Entrar</h1>
        <p className="text-slate-600">Acesse sua conta para continuar.</p>
      </div>
      <LoginForm />
    </AuthShell>
  );
}

export { LoginPage as Component };
