import type { Curriculum } from '@rumo/contract';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { countLabel, showSalary, showText } from '../lib/curriculum-display.ts';
import { ExportJsonResumeButton } from './export-json-resume-button.tsx';

/** One CV on the list: every field of the spec's card, the three counts and the actions. */
export function CurriculumCard({ curriculum: cv, onDelete }: { curriculum: Curriculum; onDelete: (cv: Curriculum) => void }) {
  const titleId = `cv-${cv.uuid}-title`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {cv.name}
        </h2>
        <p className="font-medium text-brand-800">{cv.role}</p>
        <p className="text-sm text-slate-600">{showText(cv.role_description)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Já trabalhou antes</dt>
          <dd className="font-medium text-slate-900">{cv.worked_before ? 'Sim' : 'Não'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Último salário</dt>
          <dd className="font-medium text-slate-900">{cv.worked_before ? showSalary(cv.last_salary) : 'Não especificado'}</dd>
        </div>
      </dl>
      <ul className="flex flex-wrap gap-2 text-xs font-semibold text-slate-700" aria-label="Itens do currículo">
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{countLabel(cv.formations.length, 'formação', 'formações')}</li>
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{countLabel(cv.experiences.length, 'experiência', 'experiências')}</li>
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{countLabel(cv.languages.length, 'idioma', 'idiomas')}</li>
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Link to={`/curriculum/${cv.uuid}`} className={buttonClasses({ size: 'sm' })} aria-label={`Editar ${cv.name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Editar
        </Link>
        <a
          href={`/curriculum/${cv.uuid}/preview`}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          aria-label={`Preview de ${cv.name} (abre em nova aba)`}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Preview
        </a>
        <ExportJsonResumeButton curriculumId={cv.uuid} label="Exportar JSON Resume" />
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700! hover:bg-red-50!"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={() => onDelete(cv)}
          aria-label={`Excluir ${cv.name}`}
        >
          Excluir
        </Button>
      </div>
    </article>
  );
}
