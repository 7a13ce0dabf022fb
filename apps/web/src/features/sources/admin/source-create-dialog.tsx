import { SOURCE_INTERVAL_DEFAULT, SOURCE_KEY_HINTS, SOURCE_KIND_LABELS, SOURCE_KINDS, type SourceCreateRequest, type SourceKind, type SourceTrust } from '@rumo/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { BaseUrlField, focusFirstError, formText, IntervalField, TrustField } from './source-fields.tsx';
import { useCreateSource } from './sources-admin-api.ts';

const FIELDS = ['kind', 'key', 'name', 'base_url', 'trust', 'interval_minutes'] as const;

/** The request as the form holds it; blank optional fields are left out (the server names the source after its key). */
export function createRequest(form: FormData): SourceCreateRequest {
  const name = formText(form, 'name');
  const baseUrl = formText(form, 'base_url');
  return {
    kind: formText(form, 'kind') as SourceKind,
    key: formText(form, 'key'),
    ...(name ? { name } : {}),
    ...(baseUrl ? { base_url: baseUrl } : {}),
    trust: (formText(form, 'trust') || 'auto') as SourceTrust,
    interval_minutes: Number(formText(form, 'interval_minutes')),
  };
}

/**
 * 'Nova fonte' (decision 1504): kind, key (with what the key means for that kind), name, the
 * advanced 'Endereço base', trust and frequency. The server checks the key by its kind: its 422
 * messages go beside the fields, a 409 (already connected) and anything else at the top.
 */
export function SourceCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateSource();
  const notify = useNotify();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<SourceKind>('greenhouse');
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const errors = isApiError(create.error) ? create.error.errors : {};
  // Messages of fields this form does not have are not lost (decision 1310).
  const unplaced = Object.entries(errors)
    .filter(([field]) => !(FIELDS as readonly string[]).includes(field))
    .map(([, message]) => message);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(createRequest(new FormData(event.currentTarget)), {
      onSuccess: (source) => {
        notify({ type: 'success', message: `Fonte ${source.name} cadastrada. A primeira sincronização começa em instantes.` });
        onClose();
        void navigate(`/admin/fontes/${source.id}`);
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? error.errors : {};
        if (fieldErrors.base_url) setAdvancedOpen(true);
        // After React has shown the messages (and opened 'Avançado'), start at the first one.
        requestAnimationFrame(() => focusFirstError(formRef.current, fieldErrors));
      },
    });
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      title="Nova fonte"
      description="Um quadro de vagas público que o Rumo lê de tempos em tempos."
      size="lg"
    >
      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Nova fonte">
        {create.isError && (
          <Alert type="error" title="Não foi possível cadastrar a fonte">
            {[create.error.message, ...unplaced].join(' ')}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            name="kind"
            label="Tipo"
            value={kind}
            onChange={(event) => setKind(event.target.value as SourceKind)}
            options={SOURCE_KINDS.map((value) => ({ value, label: SOURCE_KIND_LABELS[value] }))}
            error={errors.kind}
            data-autofocus
          />
          <Input name="key" label="Chave" required maxLength={500} autoComplete="off" spellCheck={false} hint={SOURCE_KEY_HINTS[kind]} error={errors.key} />
          <Input name="name" label="Nome" optional maxLength={120} hint="Como aparece no console; sem nome, vale a chave." error={errors.name} containerClassName="sm:col-span-2" />
        </div>
        <TrustField defaultValue="auto" error={errors.trust} />
        <IntervalField defaultValue={SOURCE_INTERVAL_DEFAULT} error={errors.interval_minutes} className="sm:w-64" />
        <details open={advancedOpen} onToggle={(event) => setAdvancedOpen(event.currentTarget.open)} className="rounded-xl border border-slate-200 p-3">
          <summary className="cursor-pointer text-sm font-semibold text-slate-800">Avançado</summary>
          <BaseUrlField hint="Troca o endereço padrão do tipo (um servidor próprio ou de testes). Use http:// ou https://." error={errors.base_url} className="mt-3" />
        </details>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending}>
            Cadastrar fonte
          </Button>
        </div>
      </form>
    </Modal>
  );
}
