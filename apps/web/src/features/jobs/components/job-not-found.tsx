import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

/** Spec: not-found view of the job page. */
export function JobNotFound() {
  usePageTitle('Vaga não encontrada');
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <SearchX aria-hidden="true" className="size-12 text-slate-500" />
      <h1 className="text-2xl font-bold text-slate-900">Vaga não encontrada</h1>
      <p className="max-w-md text-slate-600">A vaga que você está procurando não existe ou foi removida.</p>
      <Link to="/jobs" className={buttonClasses()}>
        Ver outras vagas
      </Link>
    </div>
  );
}
