import type { Certificate, Curriculum } from '@rumo/contract';
import { Award } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { useNotify } from '../../../lib/notifications.tsx';
import { formatSaoPauloDate } from '../../../lib/sao-paulo-time.ts';
import { useAddCertificateToCurriculum, useMyCertificates } from '../api/certificates-api.ts';

type Choice = Pick<Curriculum, 'uuid' | 'name'>;

/**
 * 'Meus certificados' (decision 1703): one per finished course, each with its public page and
 * 'Adicionar ao currículo'. The app composes the CVs to choose from (`curricula`, null while
 * unknown) from the curriculum feature, and refreshes its screens with `onAddedToCurriculum`.
 */
export function MyCertificates({ curricula, onAddedToCurriculum }: { curricula: Choice[] | null; onAddedToCurriculum?: () => void }) {
  const certificates = useMyCertificates();
  return (
    <Panel title="Meus certificados" description="Cada curso concluído gera um certificado com código de verificação público.">
      {certificates.isPending ? (
        <SkeletonText lines={3} label="Carregando seus certificados…" />
      ) : certificates.isError ? (
        <p className="text-sm text-red-700">Não foi possível carregar seus certificados. {certificates.error.message}</p>
      ) : certificates.data.length === 0 ? (
        <p className="text-sm text-slate-700">Conclua um curso da jornada para receber o seu primeiro certificado.</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {certificates.data.map((certificate) => (
            <li key={certificate.uuid} className="flex">
              <CertificateCard certificate={certificate} curricula={curricula} onAdded={onAddedToCurriculum} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function CertificateCard({ certificate, curricula, onAdded }: { certificate: Certificate; curricula: Choice[] | null; onAdded?: () => void }) {
  const headingId = useId();
  const inCurricula = (curricula ?? []).filter((cv) => certificate.curriculum_uuids.includes(cv.uuid));
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col gap-3 rounded-xl border border-green-300 bg-green-50 p-4">
      <div className="flex items-start gap-3">
        <Award aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {certificate.course_name}
          </h3>
          <p className="text-sm text-slate-700">
            {certificate.hours} h · concluído em {formatSaoPauloDate(certificate.issued_at)}
          </p>
          <p className="text-sm text-slate-700">
            Código <span className="font-mono font-semibold tracking-wider text-slate-900">{certificate.code}</span>
          </p>
          {inCurricula.length > 0 && <p className="text-sm text-slate-700">No currículo: {inCurricula.map((cv) => cv.name).join(', ')}</p>}
        </div>
      </div>
      <Link
        to={`/certificados/${certificate.code}`}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'self-start' })}
        aria-label={`Ver certificado de ${certificate.course_name}`}
      >
        Ver certificado
      </Link>
      <AddToCurriculum certificate={certificate} curricula={curricula} onAdded={onAdded} />
    </article>
  );
}

function AddToCurriculum({ certificate, curricula, onAdded }: { certificate: Certificate; curricula: Choice[] | null; onAdded?: () => void }) {
  const notify = useNotify();
  const add = useAddCertificateToCurriculum(onAdded);
  const [chosen, setChosen] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  if (curricula === null) return null;
  if (curricula.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        <Link to="/curriculum" className="font-semibold text-brand-700 underline underline-offset-4">
          Crie um currículo
        </Link>{' '}
        para adicionar este certificado.
      </p>
    );
  }
  const selected = chosen || curricula[0]!.uuid;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    add.mutate(
      { certificate: certificate.uuid, curriculum: selected },
      {
        onSuccess: (result) => {
          setOutcome(result.message);
          notify({ type: result.added ? 'success' : 'info', message: result.message });
        },
        onError: (error) => setOutcome(error.message),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-green-200 pt-3 sm:flex-row sm:flex-wrap sm:items-end">
      <Select
        label={
          <>
            Currículo <span className="sr-only">para o certificado de {certificate.course_name}</span>
          </>
        }
        options={curricula.map((cv) => ({ value: cv.uuid, label: cv.name }))}
        value={selected}
        onChange={(e) => setChosen(e.target.value)}
        containerClassName="min-w-0 sm:flex-1"
      />
      <Button type="submit" size="md" loading={add.isPending}>
        Adicionar ao currículo
      </Button>
      <p role="status" className="w-full text-sm text-slate-800 empty:hidden">
        {outcome}
      </p>
    </form>
  );
}
