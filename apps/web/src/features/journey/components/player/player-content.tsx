import { passPercentOf } from '@rumo/contract';
import { ArrowRight, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SkeletonText } from '../../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useNotify } from '../../../../lib/notifications.tsx';
import { useContent, useVerifyQuiz } from '../../api/journey-api.ts';
import { autoAdvanceRule, canGoOn, type TreePlace } from '../../lib/course-tree.ts';
import { quizOutcome } from '../../lib/quiz-result.ts';
import { ContentIcon, contentTypeLabels } from '../content-icon.tsx';
import { ContentViewer } from '../content-viewer.tsx';

export type PlayerContentProps = {
  courseId: string;
  place: TreePlace;
  courseEnded: boolean;
  busy: boolean;
  /** The content has been consumed (media at 50%, 5 s of reading, download opened). */
  onConsumed: () => void;
  /** Completes the content and moves to the next one ('Próximo conteúdo', and a passed quiz or exam). */
  onNext: () => void;
};

/** Header, viewer and 'Próximo conteúdo' for the selected content. */
export function PlayerContent({ courseId, place, courseEnded, busy, onConsumed, onNext }: PlayerContentProps) {
  const { content } = place;
  const accessible = content.is_accessible;
  const query = useContent(courseId, accessible ? content.uuid : null);
  const verify = useVerifyQuiz(courseId, content.uuid);
  const notify = useNotify();
  const rule = autoAdvanceRule(content.type);
  const loaded = query.data?.uuid === content.uuid;
  const ended = content.ended_at !== null;

  const consumed = useRef(onConsumed);
  useEffect(() => {
    consumed.current = onConsumed;
  });
  const timerMs = rule.kind === 'timer' ? rule.ms : null;

  // Spec: text and file complete themselves after 5 s on screen (restarted per content).
  useEffect(() => {
    if (timerMs === null || !loaded || ended) return;
    const timer = window.setTimeout(() => consumed.current(), timerMs);
    return () => window.clearTimeout(timer);
  }, [timerMs, loaded, ended, content.uuid]);

  const submitQuiz = async (answers: { id: string; answer: string }[]) => {
    const results = await verify.mutateAsync({ answers });
    const outcome = quizOutcome(results, content.type === 'exam' ? 'exam' : 'quiz', passPercentOf(query.data?.pass_percent));
    notify({ type: outcome.passed ? 'success' : 'warning', message: outcome.message });
    // DECISIONS (Learning journey): after a pass the player shows the message and moves on by itself.
    if (outcome.passed) onNext();
    return results;
  };

  return (
    <section aria-labelledby="content-title" className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-600">
            {place.theme.name} · {place.topic.name}
          </p>
          <h2 id="content-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <ContentIcon type={content.type} className="size-5 shrink-0 text-brand-700" />
            {content.title}
          </h2>
        </div>
        <Badge tone={ended ? 'green' : 'neutral'}>{ended ? 'Concluído' : (contentTypeLabels[content.type] ?? content.type)}</Badge>
      </div>

      {!accessible && (
        <Alert type="info" title="Conteúdo bloqueado">
          <span className="inline-flex items-center gap-1">
            <Lock aria-hidden="true" className="size-4" /> Conclua o conteúdo anterior para liberar este.
          </span>
        </Alert>
      )}
      {accessible && query.isPending && <SkeletonText lines={5} label="Carregando conteúdo…" />}
      {accessible && query.isError && (
        <Alert type="error" title="Não foi possível carregar este conteúdo.">
          {isApiError(query.error) ? query.error.message : 'Tente novamente mais tarde.'}
        </Alert>
      )}
      {loaded && query.data && (
        <ContentViewer
          uuid={content.uuid}
          type={query.data.type}
          title={query.data.title}
          body={query.data.content}
          mode="player"
          onConsumed={onConsumed}
          quizReadOnly={query.data.ended_at !== null}
          quizPassPercent={passPercentOf(query.data.pass_percent)}
          quizSubmitting={verify.isPending}
          onQuizSubmit={submitQuiz}
        />
      )}

      <div className="flex justify-end border-t border-slate-100 pt-4">
        <Button onClick={onNext} disabled={!canGoOn(courseEnded, content)} loading={busy} icon={<ArrowRight aria-hidden="true" className="size-4" />}>
          Próximo conteúdo
        </Button>
      </div>
    </section>
  );
}
