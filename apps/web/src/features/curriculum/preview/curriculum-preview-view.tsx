import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCurriculum, useCurriculumContact } from '../api/curriculum-api.ts';
import { CurriculumDocument } from './curriculum-document.tsx';
import './curriculum-print.css';

/** Spec: Curriculum preview — the printable CV with 'Imprimir' (window.print) above it. */
export function CurriculumPreviewView({ id }: { id: string }) {
  const cv = useCurriculum(id);
  const contact = useCurriculumContact();
  // The tab title is also the PDF's default file name when printing to PDF.
  usePageTitle(cv.data ? `Currículo - ${cv.data.name}` : 'Currículo');

  return (
    <div className="cv-print-root min-h-dvh bg-slate-100 print:bg-white">
      <header className="cv-screen-only sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-[210mm] items-center justify-between gap-3 px-4 py-3">
          <Link to={`/curriculum/${id}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Editar currículo
          </Link>
          <Button onClick={() => window.print()} icon={<Printer aria-hidden="true" className="size-4" />} disabled={!cv.data}>
            Imprimir
          </Button>
        </div>
      </header>
      <main className="py-0 sm:py-8 print:py-0">
        {cv.isPending ? (
          <p role="status" className="py-16 text-center text-slate-600">
            Carregando...
          </p>
        ) : cv.isError ? (
          <div className="mx-auto max-w-xl px-4 py-10">
            <h1 className="mb-4 text-2xl font-bold text-slate-900">Currículo</h1>
            <Alert
              type="error"
              title="Não foi possível abrir este currículo."
              action={
                <Link to="/curriculum" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                  Ir para Currículos
                </Link>
              }
            >
              {cv.error.message}
            </Alert>
          </div>
        ) : (
          <div className="shadow-sm sm:mx-auto sm:max-w-[210mm] print:shadow-none">
            <CurriculumDocument curriculum={cv.data} contact={contact.data ?? null} />
          </div>
        )}
      </main>
    </div>
  );
}
