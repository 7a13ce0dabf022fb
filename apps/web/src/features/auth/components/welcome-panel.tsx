import { BadgeCheck, GraduationCap, Search } from 'lucide-react';
import { Logo } from '../../../components/ui/logo.tsx';

const points = [
  { icon: Search, text: 'Vagas de tecnologia verificadas, com filtros por cidade, modelo de trabalho e senioridade.' },
  { icon: GraduationCap, text: 'Uma jornada de aprendizado em etapas para você chegar pronto às entrevistas.' },
  { icon: BadgeCheck, text: 'Currículo, candidaturas e alertas de vagas organizados em um só lugar.' },
];

/** Left panel of the login page, large screens only (spec). */
export function WelcomePanel() {
  return (
    <aside aria-label="Boas-vindas" className="on-dark relative hidden overflow-hidden bg-brand-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
      <div aria-hidden="true" className="absolute -right-24 -top-24 size-96 rounded-full bg-brand-700/60" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-80 rounded-full bg-brand-800" />
      <Logo inverted className="relative" />
      <div className="relative flex max-w-md flex-col gap-6">
        <h2 className="text-4xl font-bold leading-tight">Bem-vindo ao Rumo</h2>
        <p className="text-lg text-brand-50">A direção certa para a sua carreira em tecnologia.</p>
        <ul className="flex flex-col gap-4">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-brand-50">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-300" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-brand-100">© {new Date().getFullYear()} Rumo</p>
    </aside>
  );
}
