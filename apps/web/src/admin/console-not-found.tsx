import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { usePageTitle } from '../lib/page-title.ts';

/** An unknown address inside the console, or a screen the person's role does not open. */
export function ConsoleNotFound() {
  usePageTitle('Página não encontrada · Administração');
  return (
    <>
      <h1 className="sr-only">Página não encontrada</h1>
      <EmptyState
        icon={<Compass aria-hidden="true" className="size-8" />}
        title="Esta página da administração não existe ou não está disponível para o seu papel."
        description="Use o menu para escolher uma das áreas que você pode acessar."
        action={
          <Link to="/admin" className={buttonClasses({ variant: 'secondary' })}>
            Ir para o painel
          </Link>
        }
      />
    </>
  );
}
