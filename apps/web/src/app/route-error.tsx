import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { usePageTitle } from '../lib/page-title.ts';
import { page } from '../lib/stale-chunk-reload.ts';

/**
 * Error page of a screen that threw (RouteErrorBoundary). The heading is the spec's fixed text; the
 * rest tells the person, in Portuguese, what they can do. The error itself (message, stack) is
 * never shown: it means nothing to the person and may reveal internals (docs/decisions/1305).
 */
export function RouteError({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  usePageTitle('Erro');
  if (import.meta.env.DEV) console.error(error);
  // Reloading fixes most of these (a new version of the app, a dropped connection), hence that button first.
  // Inside the app layout there is already a <main>; only the root error page needs its own.
  const Container = standalone ? 'main' : 'div';
  return (
    <Container className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      {/* The spec's fixed English heading: marked as English so screen readers pronounce it right. */}
      <h1 lang="en" className="text-2xl font-bold text-slate-900">
        Unexpected Application Error!
      </h1>
      <p className="max-w-md text-slate-700">
        Algo deu errado ao abrir esta página. Pode ser uma nova versão do Rumo ou uma falha na conexão: recarregue a página para tentar de novo ou volte para o início.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => page.reload()}>
          Recarregar
        </button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Ir para o início
        </Link>
      </div>
    </Container>
  );
}
