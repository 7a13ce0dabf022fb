import type { Curriculum, UserProfile } from '@rumo/contract';
import { maskPhone } from '../../../lib/phone-mask.ts';
import { placeLine, printPeriod } from '../lib/curriculum-display.ts';

/**
 * The CV itself, built for applicant tracking systems: one column, real text, h1 for the name,
 * h2 per section, lists for items, no text in images, no tables. The print stylesheet turns it into A4.
 */
export function CurriculumDocument({ curriculum: cv, contact }: { curriculum: Curriculum; contact: UserProfile | null }) {
  const place = placeLine(cv.location, cv.state);
  return (
    <article className="cv-document mx-auto flex max-w-[210mm] flex-col gap-7 bg-white px-6 py-8 text-slate-900 sm:px-12 sm:py-12">
      <header className="flex flex-col gap-2 border-b-2 border-slate-800 pb-5">
        <h1 className="text-3xl font-bold tracking-tight">{cv.name}</h1>
        <p className="text-lg font-semibold text-slate-800">{cv.role}</p>
        {cv.role_description && <p className="text-slate-700">{cv.role_description}</p>}
        <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800" aria-label="Contato">
          {place && <li>{place}</li>}
          {contact?.tel && (
            <li>
              Telefone: <a href={`tel:+55${contact.tel}`}>{maskPhone(contact.tel)}</a>
            </li>
          )}
          {contact?.email && (
            <li>
              E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          )}
          {contact?.linkedin && (
            <li>
              LinkedIn: <a href={contact.linkedin}>{contact.linkedin.replace(/^https?:\/\/(www\.)?/, '')}</a>
            </li>
          )}
        </ul>
      </header>

      <section className="cv-section" aria-labelledby="cv-summary">
        <h2 id="cv-summary" className="cv-heading">
          Resumo
        </h2>
        <p className="whitespace-pre-line leading-relaxed">{cv.summary}</p>
      </section>

      {cv.experiences.length > 0 && (
        <section className="cv-section" aria-labelledby="cv-experiences">
          <h2 id="cv-experiences" className="cv-heading">
            Experiência Profissional
          </h2>
          <ul className="flex flex-col gap-4">
            {cv.experiences.map((e) => (
              <li key={e.uuid} className="cv-item">
                <h3 className="font-semibold">
                  {e.role} — {e.company_name}
                </h3>
                <p className="text-sm text-slate-700">{printPeriod(e.start_date, e.end_date)}</p>
                <p className="mt-1 whitespace-pre-line leading-relaxed">{e.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {cv.formations.length > 0 && (
        <section className="cv-section" aria-labelledby="cv-formations">
          <h2 id="cv-formations" className="cv-heading">
            Formação
          </h2>
          <ul className="flex flex-col gap-3">
            {cv.formations.map((f) => (
              <li key={f.uuid} className="cv-item">
                <h3 className="font-semibold">{f.name}</h3>
                <p>
                  {f.graduation} — {f.institution}
                </p>
                <p className="text-sm text-slate-700">{printPeriod(f.start_date, f.end_date)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {cv.skills.length > 0 && (
        <section className="cv-section" aria-labelledby="cv-skills">
          <h2 id="cv-skills" className="cv-heading">
            Habilidades
          </h2>
          <p className="leading-relaxed">{cv.skills.join(' · ')}</p>
        </section>
      )}

      {cv.languages.length > 0 && (
        <section className="cv-section" aria-labelledby="cv-languages">
          <h2 id="cv-languages" className="cv-heading">
            Idiomas
          </h2>
          <ul className="flex flex-col gap-1">
            {cv.languages.map((l) => (
              <li key={l.uuid} className="cv-item">
                {l.language}: {l.proficiency}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
