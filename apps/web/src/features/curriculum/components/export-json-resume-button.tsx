import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonStyle } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { downloadJsonResume } from '../api/curriculum-api.ts';

/** Downloads the CV as a JSON Resume file (curriculo-<nome>.json). */
export function ExportJsonResumeButton({ curriculumId, label = 'Exportar JSON Resume', ...style }: { curriculumId: string; label?: string } & ButtonStyle) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      await downloadJsonResume(curriculumId);
    } catch (error) {
      notify({ type: 'error', message: `Não foi possível exportar o currículo: ${isApiError(error) ? error.message : 'erro inesperado.'}` });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" icon={<FileDown aria-hidden="true" className="size-4" />} loading={pending} onClick={() => void onClick()} {...style}>
      {label}
    </Button>
  );
}
