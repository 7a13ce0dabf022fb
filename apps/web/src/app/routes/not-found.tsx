import { Compass } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';

/** Public (spec): works with or without a session, so it stands outside the app layout. */
function NotFoundPage() {
  usePageTitle('Página não encontrada');
  const session = useSession();
  const navigate = useNavigate();
  const home = session ? '/dashboard' : '/';

  const goBack = () => {
    // Opened directly (nothing to go back to): going home is the useful equivalent.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(home, { replace: true });
  };

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-6 py-16 text-center">
      <Link to={home} className="rounded-lg" aria-label="Rumo, página inicial">
        <Logo />
      </Link>
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Compass aria-hidden="true" className="size-10" />
      </span>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Erro 404</p>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Página não encontrada</h1>
      <p className="max-w-md text-slate-600">O endereço pode ter mudado ou a página não existe mais. Confira o link ou siga por um dos caminhos abaixo.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={home} className={buttonClasses({ size: 'lg' })}>
          Ir para Home
        </Link>
        <Button variant="secondary" size="lg" onClick={goBack}>
          Voltar
        </Button>
      </div>
    </main>
  );
}

export { NotFoundPage as Component };
