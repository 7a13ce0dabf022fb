import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** Spec: shown when the steps call does not answer 200 (a plan without the journey). */
export function JourneyPromo() {
  return (
    <section aria-labelledby="journey-promo-title" className="on-dark flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white shadow-sm sm:p-10">
      <Compass aria-hidden="true" className="size-10 text-brand-200" />
      <h2 id="journey-promo-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Desbloqueie Sua Jornada Profissional
      </h2>
      <p className="max-w-2xl text-brand-50">
        Etapas guiadas com cursos, vídeos, áudios e quizzes para você sair dos fundamentos e chegar preparado às entrevistas. Disponível nos planos Profissional e Premium.
      </p>
      <Link to="/plans" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
        Começar Agora
      </Link>
    </section>
  );
}
