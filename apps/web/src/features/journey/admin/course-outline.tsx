import { GRADED_CONTENT_TYPES, type CourseDocument } from '@rumo/contract';
import { AlertTriangle, BookOpen, Folder, GripVertical, Plus, Settings2 } from 'lucide-react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ContentIcon, contentTypeLabels } from '../components/content-icon.tsx';
import { sameSelection, type Selection } from './course-document.ts';
import type { DraftKind } from './journey-admin-api.ts';
import { MoveButtons } from './move-buttons.tsx';
import type { useDragMove } from './use-drag-move.ts';

export type OutlineMove = { kind: DraftKind; id: string; position: number; parentId?: string; direction?: 'up' | 'down' };

type OutlineProps = {
  doc: CourseDocument;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onMove: (move: OutlineMove) => void;
  busy: boolean;
  /** Publish problems by content id (decision 1603's 422), marked on their rows. */
  problems: Record<string, string>;
  drag: ReturnType<typeof useDragMove>;
};

const questionsText = (n: number) => (n === 1 ? '1 pergunta' : `${n} perguntas`);

function OutlineRow({
  selected,
  onSelect,
  icon,
  label,
  meta,
  moves,
  dragProps,
  over,
  dragging,
  level,
}: {
  selected: boolean;
  onSelect: () => void;
  icon: ReactNode;
  label: ReactNode;
  meta?: ReactNode;
  moves?: ReactNode;
  dragProps?: object;
  over?: boolean;
  dragging?: boolean;
  level: 'course' | 'theme' | 'topic' | 'content';
}) {
  return (
    <div
      className={clsx(
        'flex items-center gap-1 rounded-lg pr-1 transition-colors',
        selected ? 'bg-brand-100 ring-1 ring-brand-700' : 'hover:bg-slate-100',
        over && 'ring-2 ring-brand-600',
        dragging && 'opacity-50',
      )}
      {...dragProps}
    >
      {dragProps ? <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-slate-500" /> : <span className="w-4 shrink-0" />}
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        className={clsx(
          'flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1.5 text-left text-sm',
          level === 'theme' || level === 'course' ? 'font-semibold text-slate-900' : 'text-slate-800',
        )}
      >
        {icon}
        <span className="min-w-0 flex-1 break-words">{label}</span>
        {meta}
      </button>
      {moves}
    </div>
  );
}

function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button size="sm" variant="ghost" className="self-start text-brand-800" icon={<Plus aria-hidden="true" className="size-4" />} onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * The course as one tree (docs/decisions/1604): themes → topics → contents with their type icon.
 * A row's button selects it for the side panel; its arrows reorder it (the keyboard's way), and it
 * can be dragged onto a row of its kind (takes its place) or onto a parent (goes to its end).
 */
export function CourseOutline({ doc, selection, onSelect, onMove, busy, problems, drag }: OutlineProps) {
  const is = (s: Selection) => sameSelection(selection, s);
  const endOf = (count: number, same: boolean) => (same ? count : count + 1);
  return (
    <nav aria-label="Estrutura do curso" className="flex flex-col gap-2">
      <OutlineRow
        level="course"
        selected={is({ kind: 'course' })}
        onSelect={() => onSelect({ kind: 'course' })}
        icon={<Settings2 aria-hidden="true" className="size-4 shrink-0 text-slate-600" />}
        label="Nome e descrição do curso"
      />
      {doc.themes.length === 0 && <p className="px-2 text-sm text-slate-600">Nenhum tema ainda. Comece por um tema; dentro dele vêm os tópicos e os conteúdos.</p>}
      {doc.themes.length > 0 && (
        <ol aria-label="Temas" className="flex flex-col gap-2">
          {doc.themes.map((theme, ti) => (
            <li key={theme.id} className="flex flex-col gap-1">
              <OutlineRow
                level="theme"
                selected={is({ kind: 'theme', id: theme.id })}
                onSelect={() => onSelect({ kind: 'theme', id: theme.id })}
                icon={<Folder aria-hidden="true" className="size-4 shrink-0 text-brand-700" />}
                label={
                  <>
                    <span className="sr-only">Tema:</span> {theme.name}
                  </>
                }
                moves={
                  <MoveButtons
                    id={theme.id}
                    name={theme.name}
                    index={ti}
                    count={doc.themes.length}
                    disabled={busy}
                    onMove={(position, direction) => onMove({ kind: 'themes', id: theme.id, position, direction })}
                  />
                }
                dragProps={{
                  ...drag.source({ kind: 'theme', id: theme.id }),
                  ...drag.target(`theme:${theme.id}`, {
                    theme: (p) => onMove({ kind: 'themes', id: p.id, position: ti + 1 }),
                    topic: (p) =>
                      onMove({
                        kind: 'topics',
                        id: p.id,
                        parentId: theme.id,
                        position: endOf(
                          theme.topics.length,
                          theme.topics.some((t) => t.id === p.id),
                        ),
                      }),
                  }),
                }}
                over={drag.isOver(`theme:${theme.id}`)}
                dragging={drag.isDragging(theme.id)}
              />
              <div className="ml-3 flex flex-col gap-1 border-l border-slate-200 pl-2">
                {theme.topics.length > 0 && (
                  <ol aria-label={`Tópicos de ${theme.name}`} className="flex flex-col gap-1">
                    {theme.topics.map((topic, pi) => (
                      <li key={topic.id} className="flex flex-col gap-1">
                        <OutlineRow
                          level="topic"
                          selected={is({ kind: 'topic', id: topic.id })}
                          onSelect={() => onSelect({ kind: 'topic', id: topic.id })}
                          icon={<BookOpen aria-hidden="true" className="size-4 shrink-0 text-slate-600" />}
                          label={
                            <>
                              <span className="sr-only">Tópico:</span> {topic.name}
                            </>
                          }
                          moves={
                            <MoveButtons
                              id={topic.id}
                              name={topic.name}
                              index={pi}
                              count={theme.topics.length}
                              disabled={busy}
                              onMove={(position, direction) => onMove({ kind: 'topics', id: topic.id, parentId: theme.id, position, direction })}
                            />
                          }
                          dragProps={{
                            ...drag.source({ kind: 'topic', id: topic.id }),
                            ...drag.target(`topic:${topic.id}`, {
                              topic: (p) => onMove({ kind: 'topics', id: p.id, parentId: theme.id, position: pi + 1 }),
                              content: (p) =>
                                onMove({
                                  kind: 'contents',
                                  id: p.id,
                                  parentId: topic.id,
                                  position: endOf(
                                    topic.contents.length,
                                    topic.contents.some((c) => c.id === p.id),
                                  ),
                                }),
                            }),
                          }}
                          over={drag.isOver(`topic:${topic.id}`)}
                          dragging={drag.isDragging(topic.id)}
                        />
                        <div className="ml-3 flex flex-col gap-1 border-l border-slate-200 pl-2">
                          {topic.contents.length > 0 && (
                            <ol aria-label={`Conteúdos de ${topic.name}`} className="flex flex-col gap-1">
                              {topic.contents.map((content, ci) => {
                                const problem = problems[content.id];
                                const graded = GRADED_CONTENT_TYPES.includes(content.type);
                                return (
                                  <li key={content.id}>
                                    <OutlineRow
                                      level="content"
                                      selected={is({ kind: 'content', id: content.id })}
                                      onSelect={() => onSelect({ kind: 'content', id: content.id })}
                                      icon={<ContentIcon type={content.type} className="size-4 shrink-0 text-brand-700" />}
                                      label={
                                        <>
                                          {content.title}
                                          <span className="sr-only">, {contentTypeLabels[content.type] ?? content.type}</span>
                                          {problem && <span className="sr-only">, não pode ser publicado: {problem}</span>}
                                        </>
                                      }
                                      meta={
                                        <>
                                          {graded && <span className="shrink-0 text-xs text-slate-600">{questionsText(content.questions.length)}</span>}
                                          {problem && <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-red-700" />}
                                        </>
                                      }
                                      moves={
                                        <MoveButtons
                                          id={content.id}
                                          name={content.title}
                                          index={ci}
                                          count={topic.contents.length}
                                          disabled={busy}
                                          onMove={(position, direction) => onMove({ kind: 'contents', id: content.id, parentId: topic.id, position, direction })}
                                        />
                                      }
                                      dragProps={{
                                        ...drag.source({ kind: 'content', id: content.id }),
                                        ...drag.target(`content:${content.id}`, { content: (p) => onMove({ kind: 'contents', id: p.id, parentId: topic.id, position: ci + 1 }) }),
                                      }}
                                      over={drag.isOver(`content:${content.id}`)}
                                      dragging={drag.isDragging(content.id)}
                                    />
                                  </li>
                                );
                              })}
                            </ol>
                          )}
                          <AddButton onClick={() => onSelect({ kind: 'new-content', topicId: topic.id })}>
                            Adicionar conteúdo <span className="sr-only">em {topic.name}</span>
                          </AddButton>
                        </div>
                      </li>
                    ))}
                  </ol>
                )}
                <AddButton onClick={() => onSelect({ kind: 'new-topic', themeId: theme.id })}>
                  Adicionar tópico <span className="sr-only">em {theme.name}</span>
                </AddButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Button variant="secondary" size="sm" className="self-start" icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => onSelect({ kind: 'new-theme' })}>
        Novo tema
      </Button>
    </nav>
  );
}
