import type { CourseDetail } from '@rumo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { useSession } from '../../../../lib/session.ts';
import { useNextContent } from '../../api/journey-api.ts';
import { initialPlace, placeOf } from '../../lib/course-tree.ts';
import { CourseTreeFrame, type TreeSelection } from '../course-tree-frame.tsx';
import type { NavTheme } from '../course-tree-nav.tsx';
import { COMPLETION_REDIRECT_MS, CompletionToast, FAILURE_REDIRECT_MS } from './completion-toast.tsx';
import { PlayerContent } from './player-content.tsx';
import { useJourneyTracking } from './use-journey-tracking.ts';

function navThemes(course: CourseDetail): NavTheme[] {
  return course.themes.map((theme) => ({
    uuid: theme.uuid,
    name: theme.name,
    done: theme.ended_at !== null,
    topics: theme.topics.map((topic) => ({
      uuid: topic.uuid,
      name: topic.name,
      done: topic.ended_at !== null,
      contents: topic.contents.map((c) => ({ uuid: c.uuid, title: c.title, type: c.type, locked: !c.is_accessible, done: c.ended_at !== null })),
    })),
  }));
}

/** The course player once the course has loaded: tree, content, progress and the walk through it. */
export function PlayerBody({ course }: { course: CourseDetail }) {
  usePageTitle(course.name);
  const navigate = useNavigate();
  const session = useSession();
  const [selection, setSelection] = useState<TreeSelection>(() => {
    const first = initialPlace(course);
    return { contentId: first?.content.uuid ?? null, themeId: first?.theme.uuid ?? null, topicId: first?.topic.uuid ?? null };
  });
  const [outcome, setOutcome] = useState<'finished' | 'failed' | null>(null);
  const next = useNextContent(course.uuid);
  // Each content completes itself at most once per visit (media events fire many times).
  const requested = useRef(new Set<string>());
  const place = placeOf(course, selection.contentId);

  useJourneyTracking(
    { course_uuid: course.uuid, subscription_uuid: course.subscription_uuid, user_uuid: session?.user.uuid ?? null },
    place ? { theme_uuid: place.theme.uuid, topic_uuid: place.topic.uuid, content_uuid: place.content.uuid } : null,
  );

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => void navigate('/steps'), outcome === 'finished' ? COMPLETION_REDIRECT_MS : FAILURE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const mutateNext = next.mutate;
  const complete = useCallback(
    (contentId: string, moveOn: boolean) => {
      mutateNext(contentId, {
        onSuccess: (answer) => {
          if (!answer) setOutcome('finished');
          else if (moveOn) setSelection({ contentId: answer.content.uuid, themeId: answer.theme.uuid, topicId: answer.topic.uuid });
        },
        onError: (error) => {
          // Spec: the error is logged and the learner goes back to /steps after 3 s.
          console.error('next-content failed', error);
          setOutcome('failed');
        },
      });
    },
    [mutateNext],
  );

  const contentId = place?.content.uuid ?? null;
  const contentEnded = place?.content.ended_at != null;
  const autoComplete = useCallback(() => {
    if (!contentId || contentEnded || requested.current.has(contentId)) return;
    requested.current.add(contentId);
    complete(contentId, false);
  }, [contentId, contentEnded, complete]);

  const { total, completed } = course.progress;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-brand-700">
          Etapa {course.step.order}: {course.step.name}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{course.name}</h1>
        <div className="flex max-w-md items-center gap-3">
          <ProgressBar value={total === 0 ? 0 : (completed / total) * 100} label={`Progresso do curso ${course.name}`} tone={course.ended_at ? 'green' : 'brand'} />
          <span className="shrink-0 text-sm text-slate-700">
            {completed} de {total} conteúdos
          </span>
        </div>
      </header>
      <CourseTreeFrame
        label="Conteúdos do curso"
        themes={navThemes(course)}
        selection={selection}
        onSelectionChange={setSelection}
        navClassName="max-h-[calc(100vh-2rem)] overflow-y-auto"
      >
        {place ? (
          <PlayerContent
            courseId={course.uuid}
            place={place}
            courseEnded={course.ended_at !== null}
            busy={next.isPending}
            onConsumed={autoComplete}
            onNext={() => complete(place.content.uuid, true)}
          />
        ) : (
          <p className="text-slate-700">Este curso ainda não tem conteúdos.</p>
        )}
      </CourseTreeFrame>
      {outcome === 'finished' && <CompletionToast />}
      {outcome === 'failed' && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          Não foi possível avançar agora. Voltando para a sua jornada…
        </p>
      )}
    </div>
  );
}
