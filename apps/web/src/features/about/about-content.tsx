import { BadgeCheck, GraduationCap, Handshake, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

/** Spec section 1: connect talent and opportunities, tech community, continuous learning, verified jobs. */
const features = [
  {
    icon: Handshake,
    title: 'Talentos e oportunidades',
    text: 'Conectamos profissionais de tecnologia às empresas que procuram exatamente o que eles sabem fazer.',
  },
  {
    icon: Users,
    title: 'Comunidade tech',
    text: 'Conteúdos, eventos e conversas com quem vive o mercado de tecnologia no Brasil todos os dias.',
  },
  {
    icon: GraduationCap,
    title: 'Aprendizado contínuo',
    text: 'Recomendações de cursos e uma jornada em etapas para você evoluir no seu ritmo e chegar pronto às entrevistas.',
  },
  {
    icon: BadgeCheck,
    title: 'Vagas verificadas',
    text: 'Cada vaga passa por curadoria antes de chegar até você: menos anúncios falsos, mais oportunidades reais.',
  },
];

export function AboutFeatures() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function AboutMission() {
  return (
    <section aria-labelledby="mission-title" className="on-dark flex flex-col gap-4 rounded-2xl bg-brand-900 p-8 text-white sm:p-10">
      <h2 id="mission-title" className="text-2xl font-bold">
        Nossa missão
      </h2>
      <p className="max-w-3xl text-lg leading-relaxed text-brand-50">
        Dar rumo à carreira de quem trabalha com tecnologia no Brasil. Acreditamos que talento existe em todo lugar, mas oportunidade nem sempre chega a todos. Por isso reunimos
        vagas confiáveis, aprendizado prático e uma comunidade que apoia cada passo, do primeiro estágio à próxima promoção.
      </p>
      <div>
        <Link to="/jobs" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
          Começar Agora
        </Link>
      </div>
    </section>
  );
}
