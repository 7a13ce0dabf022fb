import type { HighlightAdmin } from '@rumo/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { ConsoleBackLink, consoleRecordFallback } from '../../../components/console/console-record.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { HighlightContent } from '../components/highlight-content.tsx';
import { HIGHLIGHT_TYPE_LABEL } from '../lib/highlight-display.ts';
import { HighlightForm } from './highlight-form.tsx';
import { fieldErrors, initialState, requestBody } from './highlight-form-state.ts';
import { HighlightPublication } from './highlight-publication.tsx';
import { useAdminHighlight, useCreateHighlight, useUpdateHighlight } from './highlights-admin-api.ts';

const NEW = 'novo';

/** How the learner's detail page will read the text, without leaving the editor (Open edX's users hate editing out of context). */
function LearnerPreview({ title, description, html }: { title: string; description: string; html: string }) {
  // Rendered only while open: closed, it would sanitise the text again on every keystroke for nothing.
  const [open, setOpen] = useState(false);
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        Pré-visualizar como aluno
      </summary>
      {open && (
        <article className="mt-4 flex flex-col gap-3">
          <p className="text-2xl font-bold text-slate-900">{title || 'Sem título'}</p>
          {description && <p className="text-slate-700">{description}</p>}
          {html ? <HighlightContent html={html} /> : <p className="text-sm text-slate-600">O texto aparece aqui.</p>}
        </article>
      )}
    </details>
  );
}

/** The editor of one highlight (`destaques/:id`, or `destaques/novo`), decision 1606. */
function HighlightEditor({ highlight }: { highlight: HighlightAdmin | null }) {
  const [state, setState] = useState(() => initialState(highlight));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateHighlight();
  const update = useUpdateHighlight(highlight?.id ?? '');
  const notify = useNotify();
  const navigate = useNavigate();
  const dirty = highlight !== null && JSON.stringify(requestBody(state)) !== JSON.stringify(requestBody(initialState(highlight)));

  const failed = (error: Error) => {
    setErrors(isApiError(error) ? fieldErrors(error.errors) : {});
    notify({ type: 'error', message: error.message });
  };

  const save = () => {
    const body = requestBody(state);
    if (!highlight) {
      create.mutate(body, {
        onSuccess: (created) => {
          notify({ type: 'success', message: 'Rascunho criado. Publique quando estiver pronto.' });
          void navigate(`/admin/destaques/${created.id}`, { replace: true });
        },
        onError: failed,
      });
      return;
    }
    update.mutate(body, {
      onSuccess: (saved) => {
        setErrors({});
        setState(initialState(saved));
        notify({ type: 'success', message: 'Destaque salvo.' });
      },
      onError: failed,
    });
  };

  const title = highlight ? highlight.title : 'Novo destaque';
  return (
    <ConsolePage
      title={title}
      description={
        highlight
          ? `${HIGHLIGHT_TYPE_LABEL[highlight.type]}${highlight.author ? ` · por ${highlight.author}` : ''}`
          : 'Comece pelo tipo e pelo título; o destaque nasce como rascunho.'
      }
    >
      <ConsoleBackLink to="/admin/destaques">Voltar para os destaques</ConsoleBackLink>
      {highlight && <HighlightPublication highlight={highlight} dirty={dirty} onErrors={(found) => setErrors(fieldErrors(found))} />}
      <HighlightForm
        state={state}
        onChange={setState}
        errors={errors}
        onSubmit={save}
        saving={create.isPending || update.isPending}
        readTime={highlight?.read_time ?? null}
        submitLabel={highlight ? 'Salvar' : 'Criar rascunho'}
      />
      <LearnerPreview title={state.title} description={state.description} html={state.content} />
    </ConsolePage>
  );
}

function HighlightEditorScreen() {
  const { id = NEW } = useParams();
  const isNew = id === NEW;
  const { data, error, isPending } = useAdminHighlight(id, !isNew);
  if (isNew) return <HighlightEditor key={NEW} highlight={null} />;
  const back = <ConsoleBackLink to="/admin/destaques">Voltar para os destaques</ConsoleBackLink>;
  const fallback = consoleRecordFallback({ title: 'Destaque', back, error, isPending, errorTitle: 'Não foi possível abrir o destaque', loadingLabel: 'Carregando o destaque' });
  if (fallback || !data) return fallback;
  // A new record (after 'Criar rascunho') starts a new form, its rich text included.
  return <HighlightEditor key={data.id} highlight={data} />;
}

export { HighlightEditorScreen as Component };
