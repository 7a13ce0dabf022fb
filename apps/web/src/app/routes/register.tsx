import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { RegisterWizard } from '../../features/auth/components/register-wizard.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

function RegisterPage() {
  usePageTitle('Cadastro');
  return (
    <AuthShell wide>
      <RegisterWizard />
    </AuthShell>
  );
}

export { RegisterPage as Component };
