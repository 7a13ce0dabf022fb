import { zodResolver } from '@hookform/resolvers/zod';
import { contentCreate, EDITABLE_CONTENT_TYPES, GRADED_CONTENT_TYPES, type DraftContent, type EditableContentType } from '@rumo/contract';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { contentTypeLabels } from '../components/content-icon.tsx';
import { ContentBodyField } from './content-body-field.tsx';
import { useCreateContent, useEditContent } from './journey-admin-api.ts';
import { MediaBodyField, mediaUrlProblem } from './media-body-field.tsx';

const isMedia = (type: string) => type !== 'text' && !GRADED_CONTENT_TYPES.includes(type);

/** The text's HTML and the media's address are kept apart, so switching the type back loses neither. */
const schema = z.object({ title: contentCreate.shape.title, type: contentCreate.shape.type, html: z.string(), url: z.string() }).superRefine((values, ctx) => {
  const problem = isMedia(values.type) ? mediaUrlProblem(values.url) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
});
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
const fields = ['title', 'type', 'html', 'url'] as const;

const typeOptions = EDITABLE_CONTENT_TYPES.map((type) => ({ value: type, label: contentTypeLabels[type] ?? type }));
const questionsText = (n: number) => (n === 1 ? '1 pergunta' : `${n} perguntas`);

export const quizEditorPath = (courseId: string, contentId: string) => `/admin/jornada/cursos/${courseId}/quiz/${contentId}`;

export type ContentFormProps = {
  courseId: string;
  /** The content to edit; absent with `topicId` for 'Adicionar conteúdo'. */
  content?: DraftContent;
  topicId?: string;
  onSaved: (id: string) => void;
};

/**
 * A content's title, type and body (decision 1604): a text in the rich-text editor, a media's file
 * uploaded or its address; a quiz or exam shows its question count and 'Editar perguntas' (the quiz screen's).
 */
export function ContentForm({ courseId, content, topicId, onSaved }: ContentFormProps) {
  const create = useCreateContent(courseId);
  const edit = useEditContent(courseId);
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const initialType = (content?.type ?? 'text') as EditableContentType;
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: content?.title ?? '',
      type: initialType,
      html: content && content.type === 'text' ? content.body : '',
      url: content && isMedia(content.type) ? content.body : '',
    },
  });
  const type = watch('type');
  const savedGraded = content !== undefined && GRADED_CONTENT_TYPES.includes(content.type);
  const dropsQuestions = savedGraded && !GRADED_CONTENT_TYPES.includes(type) && content.questions.length > 0;

  const submit = handleSubmit(async ({ title, type, html, url }) => {
    setFailure(null);
    const body = type === 'text' ? html : isMedia(type) ? url.trim() : undefined;
    try {
      if (content) {
        await edit.mutateAsync({ id: content.id, title, type, ...(body !== undefined ? { body } : {}) });
        notify({ type: 'success', message: 'Conteúdo salvo no rascunho.' });
        onSaved(content.id);
      } else if (topicId) {
        const { id } = await create.mutateAsync({ topic_id: topicId, title, type, body: body ?? '' });
        notify({ type: 'success', message: `Conteúdo ${title} criado no rascunho.` });
        onSaved(id);
      }
    } catch (error) {
      const placed = setServerErrors(error, setError, fields, { rename: (path) => (path === 'body' ? (type === 'text' ? 'html' : 'url') : path) });
      if (Object.keys(placed).length === 0) setFailure((error as Error).message);
    }
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} aria-label={content ? `Editar conteúdo ${content.title}` : 'Novo conteúdo'}>
      {failure && <Alert type="error">{failure}</Alert>}
      <Input label="Título" maxLength={200} autoComplete="off" error={errors.title?.message} {...register('title')} />
      <Select
        label="Tipo"
        options={typeOptions}
        error={errors.type?.message}
        hint={dropsQuestions ? `Ao salvar com este tipo, as ${questionsText(content.questions.length)} deste conteúdo são descartadas.` : undefined}
        {...register('type')}
      />
      {type === 'text' && (
        <Controller
          control={control}
          name="html"
          render={({ field }) => <ContentBodyField ref={field.ref} value={field.value} onChange={field.onChange} error={errors.html?.message} />}
        />
      )}
      {isMedia(type) && (
        <Controller
          control={control}
          name="url"
          render={({ field }) => (
            <MediaBodyField key={type} ref={field.ref} type={type} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.url?.message} />
          )}
        />
      )}
      {GRADED_CONTENT_TYPES.includes(type) && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <ListChecks aria-hidden="true" className="size-4 text-brand-700" />
            {savedGraded ? questionsText(content.questions.length) : content ? 'Salve com este tipo para escrever as perguntas.' : 'Crie o conteúdo para escrever as perguntas.'}
          </p>
          {savedGraded && (
            <Link to={quizEditorPath(courseId, content.id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              Editar perguntas
            </Link>
          )}
        </div>
      )}
      <div>
        <Button type="submit" loading={create.isPending || edit.isPending}>
          {content ? 'Salvar conteúdo' : 'Criar conteúdo'}
        </Button>
      </div>
    </form>
  );
}
