import type { QuizReview } from '@rumo/contract';
import { clsx } from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';

export type QuestionMark = { isCorrect: boolean; feedback: string | null };

/**
 * Under a question, named by the fieldset's aria-describedby (decision 1605): the mark; before a
 * pass, the feedback of the alternative chosen when it was wrong — never the right one; after
 * the pass (`review`), the right alternative with its feedback and the explanation.
 */
export function QuizQuestionResult({ id, mark, review }: { id: string; mark: QuestionMark | undefined; review: QuizReview | null }) {
  const showOwnFeedback = mark?.feedback && (review !== null || !mark.isCorrect);
  return (
    <div id={id} className="flex flex-col gap-2 text-sm">
      {mark && (
        <p className={clsx('flex items-center gap-1 font-semibold', mark.isCorrect ? 'text-green-800' : 'text-red-800')}>
          {mark.isCorrect ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <XCircle aria-hidden="true" className="size-4" />}
          {mark.isCorrect ? 'Resposta correta' : 'Resposta incorreta'}
        </p>
      )}
      {showOwnFeedback && (
        <p className="rounded-lg bg-white/70 p-2 text-slate-800">
          <span className="font-semibold">Comentário da sua resposta:</span> {mark.feedback}
        </p>
      )}
      {review && !mark?.isCorrect && (
        <p className="rounded-lg bg-white/70 p-2 text-slate-800">
          <span className="font-semibold">Alternativa correta:</span> {review.correct_answer}
          {review.correct_feedback && <> — {review.correct_feedback}</>}
        </p>
      )}
      {review?.explanation && (
        <p className="rounded-lg bg-white/70 p-2 text-slate-800">
          <span className="font-semibold">Explicação:</span> {review.explanation}
        </p>
      )}
    </div>
  );
}
