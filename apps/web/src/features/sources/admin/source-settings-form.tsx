import type { SourceItem, SourcePatchRequest, SourceTrust } from '@rumo/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { BaseUrlField, focusFirstError, formText, IntervalField, TrustField } from './source-fields.tsx';
import { usePatchSource } from './sources-admin-api.ts';

const FIELDS = ['name', 'base_url', 'trust', 'interval_minutes'] as const;

/**
 * The settings as the PATCH wants them: only what differs from the source is sent, so the audit
 * log holds what staff really changed. A blank 'Endereço base' goes back to the kind's own (null).
 */
export function changedSettings(source: SourceItem, form: FormData): SourcePatchRequest {
  const next = {
    name: formText(form, 'name'),
    base_url: formText(form, 'base_url') || null,
    trust: formText(form, 'trust') as SourceTrust,
    interval_minutes: Number(formText(form, 'interval_minutes')),
  };
  const patch: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(next)) if (value !== source[name as keyof typeof next]) patch[name] = value;
  return patch as SourcePatchRequest;
}

/** 'Configurações' of one source (decision 1504); kind and key never change. */
export function SourceSettingsForm({ source }: { source: SourceItem }) {
  const patch = usePatchSource(source.id);
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = changedSettings(source, new FormData(event.currentTarget));
    if (Object.keys(body).length === 0) {
      notify({ type: 'info', message: 'Nenhuma alteração para salvar.' });
      return;
    }
    patch.mutate(body, {
      onSuccess: () => {
        setErrors({});
        setMessage(null);
        notify({ type: 'success', message: 'Configurações da fonte salvas.' });
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? error.errors : {};
        const unplaced = Object.entries(fieldErrors)
          .filter(([field]) => !(FIELDS as readonly string[]).includes(field))
          .map(([, text]) => text);
        setErrors(fieldErrors);
        setMessage([error.message, ...unplaced].join(' '));
        requestAnimationFrame(() => focusFirstError(formRef.current, fieldErrors));
      },
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="source-settings-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="source-settings-title" className="text-lg font-semibold text-slate-900">
        Configurações
      </h2>
      {message && (
        <Alert type="error" title="Não foi possível salvar">
          {message}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input name="name" label="Nome" defaultValue={source.name} required maxLength={120} error={errors.name} />
        <IntervalField defaultValue={source.interval_minutes} error={errors.interval_minutes} />
        <BaseUrlField defaultValue={source.base_url ?? ''} hint="Vazio: o endereço padrão do tipo. Use http:// ou https://." error={errors.base_url} className="sm:col-span-2" />
      </div>
      <TrustField defaultValue={source.trust} error={errors.trust} />
      <div>
        <Button type="submit" loading={patch.isPending}>
          Salvar configurações
        </Button>
      </div>
    </form>
  );
}
