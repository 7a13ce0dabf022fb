import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { usePageTitle } from '../lib/page-title.ts';

/** Error page of a screen that threw (RouteErrorBoundary). The heading is the spec's fixed text; the rest tells the person what they can do. */
export function RouteError({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  usePageTitle('Erro');
  const detail = error instanceof Error ? error.message : '';
  if (import.meta.env.DEV) console.error(error);
  // A missing chunk after a new deploy is fixed by reloading, hence that button first.
  // Inside the app layout there is already a <main>; only the root error page needs its own.
  const Container = standalone ? 'main' : 'div';
  return (
    <Container className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="max-w-md text-slate-600">Algo deu errado ao abrir esta página. Recarregue a página ou volte para o início.</p>
      {detail && <p className="max-w-md break-words font-mono text-xs text-slate-600">{detail}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Recarregar página
        </button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Ir para o início
        </Link>
      </div>
    </Container>
  );
}
