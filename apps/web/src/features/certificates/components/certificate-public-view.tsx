import type { PublicCertificate } from '@rumo/contract';
import { BadgeCheck, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { formatSaoPauloDate } from '../../../lib/sao-paulo-time.ts';
import { usePublicCertificate } from '../api/certificates-api.ts';
import './certificate-print.css';

/**
 * /certificados/:code (decision 1703): anyone with the code sees that the certificate is valid — the
 * holder's name, the course, the hours, the date and the code, nothing else. No login, no app menu;
 * 'Imprimir' gives one A4 landscape sheet.
 */
export function CertificatePublicView({ code }: { code: string }) {
  const certificate = usePublicCertificate(code);
  usePageTitle(certificate.data ? `Certificado - ${certificate.data.course_name}` : 'Verificação de certificado');
  return (
    <div className="certificate-print-root min-h-dvh bg-slate-100">
      <header className="certificate-screen-only border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/" aria-label="Rumo, página inicial" className="rounded-lg">
            <Logo />
          </Link>
          {certificate.data && (
            <Button onClick={() => window.print()} icon={<Printer aria-hidden="true" className="size-4" />}>
              Imprimir
            </Button>
          )}
        </div>
      </header>
      <main className="px-3 py-6 sm:px-6 sm:py-10">
        {certificate.isPending ? (
          <p role="status" className="py-16 text-center text-slate-600">
            Verificando o certificado…
          </p>
        ) : certificate.isError ? (
          <div className="mx-auto flex max-w-xl flex-col gap-4">
            <h1 className="text-2xl font-bold text-slate-900">Verificação de certificado</h1>
            <Alert
              type="error"
              title={certificate.error instanceof ApiError && certificate.error.status === 404 ? 'Certificado não encontrado.' : 'Não foi possível verificar o certificado.'}
              action={
                <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                  Ir para o Rumo
                </Link>
              }
            >
              {certificate.error.message}
            </Alert>
          </div>
        ) : (
          <CertificateSheet certificate={certificate.data} />
        )}
      </main>
    </div>
  );
}

function CertificateSheet({ certificate }: { certificate: PublicCertificate }) {
  const date = formatSaoPauloDate(certificate.issued_at);
  return (
    <article
      aria-labelledby="certificate-title"
      className="certificate-sheet mx-auto flex max-w-5xl flex-col gap-6 rounded-2xl border-8 border-double border-brand-700 bg-white p-6 text-center shadow-sm sm:gap-8 sm:p-12"
    >
      <div className="flex flex-col items-center gap-3">
        <Logo />
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-800">Certificado de conclusão</p>
      </div>
      <div className="flex flex-col gap-3">
        <p className="text-base text-slate-700">Certificamos que</p>
        <h1 id="certificate-title" className="text-3xl font-bold break-words text-slate-900 sm:text-4xl">
          {certificate.holder_name}
        </h1>
        <p className="text-base text-slate-700 sm:text-lg">
          concluiu o curso <strong className="font-semibold text-slate-900">{certificate.course_name}</strong> da jornada Rumo, com carga horária de{' '}
          <strong className="font-semibold text-slate-900">{certificate.hours === 1 ? '1 hora' : `${certificate.hours} horas`}</strong>, em{' '}
          <strong className="font-semibold text-slate-900">{date}</strong>.
        </p>
      </div>
      <div className="mt-auto flex flex-col items-center gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between sm:text-left">
        <p className="inline-flex items-center gap-2 rounded-full bg-green-50 px-4 py-2 text-base font-semibold text-green-800 ring-1 ring-green-300">
          <BadgeCheck aria-hidden="true" className="size-5" />
          {certificate.status}
        </p>
        <dl className="flex flex-col gap-1 text-sm text-slate-700 sm:items-end sm:text-right">
          <div className="flex gap-2">
            <dt>Código de verificação:</dt>
            <dd className="font-mono font-semibold tracking-wider text-slate-900">{certificate.code}</dd>
          </div>
          <div className="flex gap-2">
            <dt>Verifique em:</dt>
            <dd className="break-all text-slate-900">
              {window.location.host}/certificados/{certificate.code}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
