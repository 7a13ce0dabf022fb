import { NOT_JSON_RESUME_MESSAGE, type Curriculum } from '@rumo/contract';
import { clsx } from 'clsx';
import { FileUp } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useImportJsonResume } from '../api/curriculum-api.ts';

export const IMPORT_MAX_BYTES = 512 * 1024;

export type ImportOutcome = { type: 'success'; curriculum: Curriculum; warnings: string[] } | { type: 'error'; message: string; details: string[] };

/**
 * 'Importar JSON Resume': a real file input (keyboard and screen readers reach it) styled as a button.
 * The file's text goes to the server as it is; the outcome (warnings or reasons) is shown by the page.
 */
export function ImportJsonResume({ onOutcome }: { onOutcome: (outcome: ImportOutcome) => void }) {
  const notify = useNotify();
  const mutation = useImportJsonResume();
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be picked again after fixing it.
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      notify({ type: 'error', message: NOT_JSON_RESUME_MESSAGE });
      onOutcome({ type: 'error', message: NOT_JSON_RESUME_MESSAGE, details: ['O arquivo é grande demais (máximo 512 KB).'] });
      return;
    }
    try {
      const { data, warnings } = await mutation.mutateAsync(await file.text());
      notify({ type: 'success', message: 'Currículo criado com sucesso!' });
      onOutcome({ type: 'success', curriculum: data, warnings });
    } catch (error) {
      const message = isApiError(error) ? error.message : NOT_JSON_RESUME_MESSAGE;
      notify({ type: 'error', message });
      onOutcome({ type: 'error', message, details: isApiError(error) ? Object.values(error.errors) : [] });
    }
  };

  return (
    <label className={clsx(buttonClasses({ variant: 'secondary' }), 'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700')}>
      {mutation.isPending ? <Spinner size="sm" /> : <FileUp aria-hidden="true" className="size-4" />}
      Importar JSON Resume
      <input ref={inputRef} type="file" accept=".json,application/json" className="sr-only" onChange={(event) => void onChange(event)} disabled={mutation.isPending} />
    </label>
  );
}
