import { clsx } from 'clsx';
import { Check, ChevronDown, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContentIcon, contentTypeLabels } from './content-icon.tsx';

/** A tree both players share: the course player fills `done` from progress, the preview never does. */
export type NavContent = { uuid: string; title: string; type: string; locked: boolean; done: boolean };
export type NavTopic = { uuid: string; name: string; done: boolean; contents: NavContent[] };
export type NavTheme = { uuid: string; name: string; done: boolean; topics: NavTopic[] };

export type CourseTreeNavProps = {
  themes: NavTheme[];
  openThemeId: string | null;
  openTopicId: string | null;
  selectedContentId: string | null;
  onToggleTheme: (id: string) => void;
  onToggleTopic: (id: string) => void;
  onSelect: (contentId: string) => void;
};

type BranchToggleProps = { open: boolean; onToggle: () => void; done: boolean; doneLabel: string; className: string; children: ReactNode };

/** The button that opens a theme or a topic: done mark, name and a chevron that turns when open. */
function BranchToggle({ open, onToggle, done, doneLabel, className, children }: BranchToggleProps) {
  return (
    <button type="button" aria-expanded={open} onClick={onToggle} className={clsx('flex w-full items-center gap-2 rounded-lg px-2 text-left hover:bg-slate-100', className)}>
      <DoneMark done={done} label={doneLabel} />
      <span className="flex-1">{children}</span>
      <ChevronDown aria-hidden="true" className={clsx('size-4 shrink-0 text-slate-600 transition-transform', open && 'rotate-180')} />
    </button>
  );
}

/** Spec: only the open theme shows its topics, only the open topic its contents; checks and locks. */
export function CourseTreeNav({ themes, openThemeId, openTopicId, selectedContentId, onToggleTheme, onToggleTopic, onSelect }: CourseTreeNavProps) {
  return (
    <ol className="flex flex-col gap-1">
      {themes.map((theme, ti) => {
        const themeOpen = theme.uuid === openThemeId;
        return (
          <li key={theme.uuid}>
            <BranchToggle
              open={themeOpen}
              onToggle={() => onToggleTheme(theme.uuid)}
              done={theme.done}
              doneLabel="Tema concluído"
              className="min-h-11 py-2 font-semibold text-slate-900"
            >
              <span className="sr-only">Tema {ti + 1}: </span>
              {theme.name}
            </BranchToggle>
            {themeOpen && (
              <ol className="ml-3 flex flex-col gap-1 border-l border-slate-200 pl-2">
                {theme.topics.map((topic) => {
                  const topicOpen = topic.uuid === openTopicId;
                  return (
                    <li key={topic.uuid}>
                      <BranchToggle
                        open={topicOpen}
                        onToggle={() => onToggleTopic(topic.uuid)}
                        done={topic.done}
                        doneLabel="Tópico concluído"
                        className="min-h-10 py-1.5 text-sm font-medium text-slate-800"
                      >
                        {topic.name}
                      </BranchToggle>
                      {topicOpen && (
                        <ul className="flex flex-col gap-0.5 py-1">
                          {topic.contents.map((content) => (
                            <li key={content.uuid}>
                              <ContentItem content={content} selected={content.uuid === selectedContentId} onSelect={onSelect} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function DoneMark({ done, label }: { done: boolean; label: string }) {
  if (!done) return <span aria-hidden="true" className="size-4 shrink-0" />;
  return <Check role="img" aria-label={label} className="size-4 shrink-0 text-green-700" />;
}

function ContentItem({ content, selected, onSelect }: { content: NavContent; selected: boolean; onSelect: (id: string) => void }) {
  return (
    <button
      type="button"
      disabled={content.locked}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(content.uuid)}
      className={clsx(
        'flex min-h-10 w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm',
        selected ? 'bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-700' : 'text-slate-800 hover:bg-slate-100',
        content.locked && 'cursor-not-allowed text-slate-600 hover:bg-transparent',
      )}
    >
      <ContentIcon type={content.type} />
      <span className="flex-1">
        <span className="sr-only">{contentTypeLabels[content.type] ?? content.type}: </span>
        {content.title}
      </span>
      {content.locked && <Lock role="img" aria-label="Bloqueado" className="size-4 shrink-0 text-slate-600" />}
      {!content.locked && content.done && <Check role="img" aria-label="Concluído" className="size-4 shrink-0 text-green-700" />}
    </button>
  );
}
