import type { CourseDocument } from '@rumo/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useNotify } from '../../../lib/notifications.tsx';
import { ContentForm } from './content-form.tsx';
import { CourseDetailsForm } from './course-details-form.tsx';
import { locate, themeChoices, topicChoices, type Selection } from './course-document.ts';
import type { OutlineMove } from './course-outline.tsx';
import { DeleteNodeDialog } from './delete-node-dialog.tsx';
import { useCreateTheme, useCreateTopic, useRenameNode, type Deletable } from './journey-admin-api.ts';
import { MoveToForm } from './move-to-form.tsx';
import { NameForm } from './name-form.tsx';

type PanelProps = {
  courseId: string;
  doc: CourseDocument;
  /** The course's workload on certificates; null = estimated from its contents (decision 1703). */
  hours: number | null;
  /** 'Habilidades que o curso ensina' (decision 1704). */
  skills: string[];
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onMove: (move: OutlineMove) => void;
  moving: boolean;
  problems: Record<string, string>;
};

/**
 * The side panel of the course screen (docs/decisions/1604): the selected node's form, in context
 * beside the tree (below it on a phone). Its heading takes the focus when the selection changes, so
 * the keyboard (and a phone's scroll) lands on what was chosen.
 */
export function NodePanel(props: PanelProps) {
  const { selection } = props;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const selectionKey = JSON.stringify(selection);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [selectionKey]);
  const { title, body } = panelContent(props);
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="break-words text-lg font-semibold text-slate-900 outline-none">
        {title}
      </h2>
      {body}
    </section>
  );
}

function panelContent({ courseId, doc, hours, skills, selection, onSelect, onMove, moving, problems }: PanelProps): { title: string; body: ReactNode } {
  const gone = { title: 'Item não encontrado', body: <Missing onBack={() => onSelect({ kind: 'course' })} /> };
  switch (selection.kind) {
    case 'course':
      return {
        title: 'Nome e descrição do curso',
        body: <CourseDetailsForm key={courseId} courseId={courseId} name={doc.name} description={doc.description} hours={hours} skills={skills} />,
      };
    case 'new-theme':
      return { title: 'Novo tema', body: <NewThemeForm courseId={courseId} onCreated={(id) => onSelect({ kind: 'theme', id })} /> };
    case 'new-topic': {
      const theme = locate(doc, 'theme', selection.themeId);
      if (!theme) return gone;
      return {
        title: `Novo tópico em ${theme.node.name}`,
        body: <NewTopicForm key={selection.themeId} courseId={courseId} themeId={selection.themeId} onCreated={(id) => onSelect({ kind: 'topic', id })} />,
      };
    }
    case 'new-content': {
      const topic = locate(doc, 'topic', selection.topicId);
      if (!topic) return gone;
      return {
        title: `Novo conteúdo em ${topic.node.name}`,
        body: <ContentForm key={selection.topicId} courseId={courseId} topicId={selection.topicId} onSaved={(id) => onSelect({ kind: 'content', id })} />,
      };
    }
    case 'theme': {
      const found = locate(doc, 'theme', selection.id);
      if (found?.kind !== 'theme') return gone;
      const theme = found.node;
      return {
        title: `Tema: ${theme.name}`,
        body: (
          <>
            <RenameForm key={theme.id} courseId={courseId} kind="themes" id={theme.id} name={theme.name} />
            <NodeActions
              add={{ label: 'Adicionar tópico', onClick: () => onSelect({ kind: 'new-topic', themeId: theme.id }) }}
              target={{ kind: 'themes', id: theme.id, courseId }}
              name={theme.name}
              onDeleted={() => onSelect({ kind: 'course' })}
            />
          </>
        ),
      };
    }
    case 'topic': {
      const found = locate(doc, 'topic', selection.id);
      if (found?.kind !== 'topic') return gone;
      const topic = found.node;
      return {
        title: `Tópico: ${topic.name}`,
        body: (
          <>
            <RenameForm key={topic.id} courseId={courseId} kind="topics" id={topic.id} name={topic.name} />
            <MoveToForm
              key={`move-${topic.id}-${found.theme.id}`}
              label="Mover para o tema"
              options={themeChoices(doc)}
              current={found.theme.id}
              pending={moving}
              onMove={(parentId) => onMove({ kind: 'topics', id: topic.id, parentId, position: (themeChoices(doc).find((t) => t.value === parentId)?.count ?? 0) + 1 })}
            />
            <NodeActions
              add={{ label: 'Adicionar conteúdo', onClick: () => onSelect({ kind: 'new-content', topicId: topic.id }) }}
              target={{ kind: 'topics', id: topic.id, courseId }}
              name={topic.name}
              onDeleted={() => onSelect({ kind: 'course' })}
            />
          </>
        ),
      };
    }
    case 'content': {
      const found = locate(doc, 'content', selection.id);
      if (found?.kind !== 'content') return gone;
      const content = found.node;
      const problem = problems[content.id];
      return {
        title: `Conteúdo: ${content.title}`,
        body: (
          <>
            {problem && (
              <Alert type="error" title="Não pode ser publicado assim">
                {problem}
              </Alert>
            )}
            <ContentForm key={content.id} courseId={courseId} content={content} onSaved={() => undefined} />
            <MoveToForm
              key={`move-${content.id}-${found.topic.id}`}
              label="Mover para o tópico"
              options={topicChoices(doc)}
              current={found.topic.id}
              pending={moving}
              onMove={(parentId) => onMove({ kind: 'contents', id: content.id, parentId, position: (topicChoices(doc).find((t) => t.value === parentId)?.count ?? 0) + 1 })}
            />
            <NodeActions target={{ kind: 'contents', id: content.id, courseId }} name={content.title} onDeleted={() => onSelect({ kind: 'course' })} />
          </>
        ),
      };
    }
  }
}

function Missing({ onBack }: { onBack: () => void }) {
  return (
    <>
      <p className="text-sm text-slate-700">Este item não está mais no rascunho (talvez tenha sido excluído ou movido).</p>
      <div>
        <Button variant="secondary" onClick={onBack}>
          Voltar ao curso
        </Button>
      </div>
    </>
  );
}

function RenameForm({ courseId, kind, id, name }: { courseId: string; kind: 'themes' | 'topics'; id: string; name: string }) {
  const rename = useRenameNode(courseId);
  const notify = useNotify();
  return (
    <NameForm
      formLabel={kind === 'themes' ? 'Renomear tema' : 'Renomear tópico'}
      defaultValue={name}
      submitLabel="Salvar nome"
      onSubmit={async (next) => {
        await rename.mutateAsync({ kind, id, name: next });
        notify({ type: 'success', message: 'Nome salvo no rascunho.' });
      }}
    />
  );
}

function NewThemeForm({ courseId, onCreated }: { courseId: string; onCreated: (id: string) => void }) {
  const create = useCreateTheme(courseId);
  const notify = useNotify();
  return (
    <NameForm
      formLabel="Novo tema"
      submitLabel="Criar tema"
      onSubmit={async (name) => {
        const { id } = await create.mutateAsync({ name });
        notify({ type: 'success', message: `Tema ${name} criado no rascunho.` });
        onCreated(id);
      }}
    />
  );
}

function NewTopicForm({ courseId, themeId, onCreated }: { courseId: string; themeId: string; onCreated: (id: string) => void }) {
  const create = useCreateTopic(courseId);
  const notify = useNotify();
  return (
    <NameForm
      formLabel="Novo tópico"
      submitLabel="Criar tópico"
      onSubmit={async (name) => {
        const { id } = await create.mutateAsync({ theme_id: themeId, name });
        notify({ type: 'success', message: `Tópico ${name} criado no rascunho.` });
        onCreated(id);
      }}
    />
  );
}

/** 'Adicionar …' under a theme or topic, and its delete behind the dry-run confirmation. */
function NodeActions({ add, target, name, onDeleted }: { add?: { label: string; onClick: () => void }; target: Deletable; name: string; onDeleted: () => void }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
      {add && (
        <Button variant="secondary" icon={<Plus aria-hidden="true" className="size-4" />} onClick={add.onClick}>
          {add.label}
        </Button>
      )}
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => setDeleting(true)}>
        Excluir <span className="sr-only">{name}</span>
      </Button>
      <DeleteNodeDialog target={deleting ? target : null} name={name} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
    </div>
  );
}
