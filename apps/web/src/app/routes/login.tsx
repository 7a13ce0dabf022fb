import { Alert } from '../../components/ui/alert.tsx';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { WelcomePanel } from '../../features/auth/components/welcome-panel.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../lib/return-path.ts';
import { sessionExpired } from '../../lib/session.ts';

function LoginPage() {
  usePageTitle('Entrar');
  const expired = sessionExpired();
  return (
    <AuthShell aside={<WelcomePanel />}>
      <div className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Entrar</h1>
        <p className="text-slate-600">Acesse sua conta para continuar.</p>
      </div>
      {/* After a 401 (docs/decisions/1304); role=status so screen readers announce it. */}
      <div role="status">
        {expired && (
          <Alert type="warning" className="mb-5">
            {SESSION_EXPIRED_MESSAGE}
          </Alert>
        )}
      </div>
      <LoginForm />
    </AuthShell>
  );
}

export { LoginPage as Component };
