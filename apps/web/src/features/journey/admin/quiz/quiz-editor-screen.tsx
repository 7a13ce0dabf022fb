import { GRADED_CONTENT_TYPES, type DraftContent } from '@rumo/contract';
import { FileUp, Plus, Save } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ConsolePage } from '../../../../components/console/console-page.tsx';
import { ConsoleBackLink, consoleRecordFallback } from '../../../../components/console/console-record.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useNotify } from '../../../../lib/notifications.tsx';
import { QuestionEditor, type FocusRequest } from './question-editor.tsx';
import { locate } from '../course-document.ts';
import { useCourseDraft } from '../journey-admin-api.ts';
import { useSaveQuiz } from './quiz-admin-api.ts';
import { comparable, formOf, moved, newQuestion, saveOf, validateForm, type FormErrors, type QuestionForm, type QuizForm } from './quiz-form.ts';
import { QuizImportDialog } from './quiz-import-dialog.tsx';

const FORM_ID = 'quiz-editor-form';

/**
 * 'Editar perguntas' of a quiz or exam in the console (decision 1605), at
 * /admin/jornada/cursos/:courseId/quiz/:contentId: questions, alternatives, feedback, explanation
 * and the pass mark, saved to the course's draft ('Publicar' is on the course).
 */
export function Component() {
  const { courseId = '', contentId = '' } = useParams();
  const course = useCourseDraft(courseId);
  const back = <ConsoleBackLink to={`/admin/jornada/cursos/${encodeURIComponent(courseId)}`}>Voltar para o curso</ConsoleBackLink>;
  const fallback = consoleRecordFallback({
    title: 'Editar perguntas',
    back,
    error: course.error,
    isPending: course.isPending,
    errorTitle: 'Não foi possível abrir o curso.',
    loadingLabel: 'Carregando perguntas…',
  });
  if (fallback || !course.data) return fallback;
  const content = locate(course.data.document, 'content', contentId)?.node;
  if (!content || !GRADED_CONTENT_TYPES.includes(content.type)) {
    return (
      <ConsolePage title="Editar perguntas">
        {back}
        <Alert type="error" title={content ? 'Este conteúdo não é um quiz nem uma prova.' : 'Conteúdo não encontrado neste curso.'}>
          Volte para o curso e escolha um quiz ou uma prova.
        </Alert>
      </ConsolePage>
    );
  }
  // A new draft version (after 'Salvar' or an import) starts the form again from the server's document.
  return <QuizEditor key={course.data.draft_updated_at ?? 'published'} courseId={courseId} courseName={course.data.document.name} content={content} back={back} />;
}

function QuizEditor({ courseId, courseName, content, back }: { courseId: string; courseName: string; content: DraftContent; back: ReactNode }) {
  const [initial] = useState(() => formOf(content));
  const [form, setForm] = useState<QuizForm>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [focus, setFocus] = useState<FocusRequest>(null);
  const [importing, setImporting] = useState(false);
  const save = useSaveQuiz(courseId, content.id);
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [focusList, setFocusList] = useState(false);
  const dirty = comparable(form) !== comparable(initial);
  const kind = content.type === 'exam' ? 'prova' : 'quiz';

  useEffect(() => {
    if (!focusList) return;
    listHeading.current?.focus();
    setFocusList(false);
  }, [focusList]);

  const setQuestions = (questions: QuestionForm[]) => setForm((f) => ({ ...f, questions }));
  const update = (index: number, next: QuestionForm) => setQuestions(form.questions.map((q, i) => (i === index ? next : q)));

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    // After React has drawn the messages: the first invalid field takes the focus.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby$="-error"] input')?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(form);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      notify({ type: 'error', message: 'Corrija os campos destacados antes de salvar.' });
      return;
    }
    setErrors({});
    save.mutate(saveOf(form), {
      onSuccess: () => notify({ type: 'success', message: `Perguntas salvas no rascunho. Publique o curso para os alunos verem o ${kind} novo.` }),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.errors).length > 0) showErrors(error.errors);
        notify({ type: 'error', message: isApiError(error) ? error.message : 'Não foi possível salvar. Tente novamente.' });
      },
    });
  };

  return (
    <ConsolePage
      title="Editar perguntas"
      description={
        <>
          {content.type === 'exam' ? 'Prova' : 'Quiz'} “{content.title}” do curso {courseName}. As mudanças ficam no rascunho até “Publicar”.
        </>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" icon={<FileUp aria-hidden="true" className="size-4" />} onClick={() => setImporting(true)}>
            Importar perguntas
          </Button>
          <Button type="submit" form={FORM_ID} icon={<Save aria-hidden="true" className="size-4" />} loading={save.isPending}>
            Salvar
          </Button>
        </div>
      }
    >
      {back}
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6">
        <section aria-label="Aprovação" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <Input
            label="Nota mínima para aprovação (%)"
            inputMode="numeric"
            value={form.passPercent}
            placeholder="70"
            hint="De 1 a 100. Em branco, 70%."
            error={errors.pass_percent}
            onChange={(e) => setForm((f) => ({ ...f, passPercent: e.target.value }))}
            containerClassName="max-w-xs"
          />
        </section>

        <div className="flex flex-col gap-4">
          <h2 ref={listHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700">
            Perguntas ({form.questions.length})
          </h2>
          {form.questions.length === 0 && <p className="text-slate-700">Nenhuma pergunta ainda. Adicione uma ou importe um arquivo GIFT ou CSV.</p>}
          {form.questions.map((q, i) => (
            <QuestionEditor
              key={q.key}
              question={q}
              index={i}
              count={form.questions.length}
              errors={errors}
              focus={focus}
              onChange={(next) => update(i, next)}
              onAddAlternative={(next) => {
                update(i, next);
                setFocus({ key: q.key, action: 'alternative' });
              }}
              onMove={(by) => {
                setQuestions(moved(form.questions, i, by));
                setErrors({});
                setFocus({ key: q.key, action: by < 0 ? 'up' : 'down' });
              }}
              onRemove={() => {
                setQuestions(form.questions.filter((x) => x.key !== q.key));
                setErrors({});
                setFocusList(true);
              }}
            />
          ))}
          <Button
            variant="secondary"
            className="self-start"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => {
              const added = newQuestion();
              setQuestions([...form.questions, added]);
              setFocus({ key: added.key, action: 'question' });
            }}
          >
            Adicionar pergunta
          </Button>
        </div>

        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <Button type="submit" icon={<Save aria-hidden="true" className="size-4" />} loading={save.isPending}>
            Salvar
          </Button>
          {dirty && <p className="text-sm text-slate-700">Há alterações não salvas.</p>}
        </div>
      </form>
      <QuizImportDialog open={importing} onClose={() => setImporting(false)} courseId={courseId} contentId={content.id} dirty={dirty} />
    </ConsolePage>
  );
}
