import type { Application } from '@rumo/contract';
import { Copy, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';
import { copyText, followUpEmailDraft } from '../lib/follow-up-email.ts';

/** 'Sem resposta há N dias' and, one click away, a follow-up e-mail draft to copy (decision 1702). */
export function FollowUpDraft({ application }: { application: Application }) {
  const session = useSession();
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const draftId = useId();
  const draft = followUpEmailDraft(application, session?.user.name ?? '');
  const text = `Assunto: ${draft.subject}\n\n${draft.body}`;

  return (
    <section aria-label="Acompanhamento" className="flex flex-col gap-3 rounded-xl border border-orange-200 bg-orange-50 p-4">
      <p className="text-sm font-semibold text-orange-900">Sem resposta há {application.stale_days} dias</p>
      {!shown ? (
        <div>
          <Button variant="secondary" size="sm" icon={<Mail aria-hidden="true" className="size-4" />} onClick={() => setShown(true)}>
            Escrever e-mail de acompanhamento
          </Button>
        </div>
      ) : (
        <>
          <label htmlFor={draftId} className="text-sm font-medium text-slate-800">
            Rascunho do e-mail
          </label>
          <textarea id={draftId} readOnly value={text} rows={10} className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900" />
          <div className="flex items-center gap-3">
            <Button size="sm" icon={<Copy aria-hidden="true" className="size-4" />} onClick={() => void copyText(text).then((ok) => setCopied(ok ? 'ok' : 'failed'))}>
              Copiar
            </Button>
            <p role="status" className="text-sm text-slate-700">
              {copied === 'ok' ? 'Copiado!' : copied === 'failed' ? 'Não foi possível copiar: selecione o texto e copie.' : ''}
            </p>
          </div>
        </>
      )}
    </section>
  );
}
