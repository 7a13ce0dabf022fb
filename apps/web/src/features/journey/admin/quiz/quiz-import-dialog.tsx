import { QUIZ_IMPORT_MAX_BYTES, type QuizImportResult } from '@rumo/contract';
import { useState, type ChangeEvent } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useNotify } from '../../../../lib/notifications.tsx';
import { importFormatOfFile, useImportQuestions } from './quiz-admin-api.ts';

export type QuizImportDialogProps = {
  open: boolean;
  onClose: () => void;
  courseId: string;
  contentId: string;
  /** Unsaved changes would be lost when the imported questions reload the form. */
  dirty: boolean;
};

const CSV_COLUMNS = 'pergunta; alternativa_1 … alternativa_6; correta (número); feedback_1 … feedback_6; explicacao';
const plural = (n: number) => (n === 1 ? '1 pergunta' : `${n} perguntas`);
const lineLabel = (line: number) => (line > 0 ? `Linha ${line}` : 'Arquivo');

/**
 * 'Importar perguntas' (decision 1605): a GIFT or CSV file, read by the server in a dry run first —
 * the questions it found and the errors by line — then 'Adicionar N perguntas' appends them to the draft.
 */
export function QuizImportDialog({ open, onClose, courseId, contentId, dirty }: QuizImportDialogProps) {
  const importer = useImportQuestions(courseId, contentId);
  const notify = useNotify();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<QuizImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
    importer.reset();
    onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setProblem(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > QUIZ_IMPORT_MAX_BYTES) {
      setProblem('O arquivo passa de 512 KB. Divida-o em arquivos menores.');
      return;
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    importer.mutate(
      { text, format: importFormatOfFile(chosen.name), dryRun: true },
      { onSuccess: setPreview, onError: (error) => setProblem(isApiError(error) ? error.message : 'Não foi possível ler o arquivo. Tente novamente.') },
    );
  };

  const add = () => {
    if (!file || !preview) return;
    importer.mutate(
      { text: file.text, format: preview.format, dryRun: false },
      {
        onSuccess: (result) => {
          notify({ type: 'success', message: `${plural(result.added)} ${result.added === 1 ? 'adicionada' : 'adicionadas'} ao rascunho.` });
          close();
        },
        onError: (error) => setProblem(isApiError(error) ? error.message : 'Não foi possível importar. Tente novamente.'),
      },
    );
  };

  const count = preview?.questions.length ?? 0;
  const blocked = !preview || count === 0 || preview.errors.length > 0 || dirty;

  return (
    <Modal
      open={open}
      onClose={close}
      size="lg"
      title="Importar perguntas"
      description="Um arquivo GIFT (.gift ou .txt, o formato do Moodle, só múltipla escolha) ou CSV (.csv, separado por ; ou ,) de até 512 KB."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button onClick={add} disabled={blocked} loading={importer.isPending && preview !== null}>
            {count > 0 ? `Adicionar ${plural(count)}` : 'Adicionar perguntas'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="quiz-import-file" className="text-sm font-medium text-slate-800">
            Arquivo de perguntas
          </label>
          <input
            id="quiz-import-file"
            data-autofocus
            type="file"
            accept=".gift,.txt,.csv,text/plain,text/csv"
            aria-describedby="quiz-import-csv"
            onChange={(event) => void choose(event)}
            className="text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-medium file:text-slate-800 hover:file:bg-slate-50"
          />
          <p id="quiz-import-csv" className="text-xs text-slate-600">
            Colunas do CSV: {CSV_COLUMNS}.
          </p>
        </div>
        {dirty && (
          <Alert type="warning" title="Há alterações não salvas">
            Salve as perguntas antes de importar: a importação recarrega o quiz.
          </Alert>
        )}
        {importer.isPending && !preview && <p className="text-sm text-slate-700">Lendo o arquivo…</p>}
        {problem && <Alert type="error">{problem}</Alert>}
        {preview && (
          <div className="flex flex-col gap-3" aria-live="polite">
            <p className="text-sm font-semibold text-slate-900">
              {file?.name}: {plural(count)} {count === 1 ? 'lida' : 'lidas'}
              {preview.errors.length > 0 && `, ${preview.errors.length} com erro`}.
            </p>
            {preview.errors.length > 0 && (
              <Alert type="error" title="Corrija estas linhas no arquivo e escolha-o de novo:">
                <ul className="list-disc pl-5">
                  {preview.errors.map((e) => (
                    <li key={`${e.line}-${e.message}`}>
                      {lineLabel(e.line)}: {e.message}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
            {count > 0 && (
              <ol className="flex max-h-72 list-decimal flex-col gap-2 overflow-y-auto rounded-xl border border-slate-200 py-2 pr-3 pl-9 text-sm text-slate-800">
                {preview.questions.map((q) => (
                  <li key={`${q.line}-${q.question}`}>
                    <span className="font-medium">{q.question}</span>{' '}
                    <span className="text-slate-600">
                      ({q.alternatives.length} alternativas; correta: {q.correct})
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
