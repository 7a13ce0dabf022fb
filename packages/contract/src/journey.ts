import { z } from './zod.ts';

/** Content types the player knows; the server may hold others, which the player reports as unsupported. */
export const CONTENT_TYPES = ['video', 'audio', 'text', 'file', 'download', 'quiz', 'exam', 'tests'] as const;
export type KnownContentType = (typeof CONTENT_TYPES)[number];
/** Graded types (decision 0502: `exam` is graded like a quiz). */
export const GRADED_CONTENT_TYPES: readonly string[] = ['quiz', 'exam'];

const isoDate = z.string().nullable();

export const nodeProgress = z.object({ total: z.number().int(), completed: z.number().int() });
export type NodeProgress = z.infer<typeof nodeProgress>;

export const courseSummary = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  order: z.number().int(),
  is_accessible: z.boolean(),
  ended_at: isoDate,
  /** Contents of the course: how many exist and how many the user has finished. */
  progress: nodeProgress,
  /** The user's enrolment, created the first time they open the course. */
  subscription_uuid: z.string().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

/**
 * Why a step is locked (decision 1703): finish an earlier step (its number, as the list shows it), or
 * a plan gate — the cheapest active plan that opens it (null when no plan on sale does).
 */
export const stepLockedReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('previous_step'), step_order: z.number().int(), step_name: z.string() }),
  z.object({ kind: z.literal('plan'), feature: z.string(), plan_name: z.string().nullable() }),
]);
export type StepLockedReason = z.infer<typeof stepLockedReason>;

export const journeyStep = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  order: z.number().int(),
  is_locked: z.boolean(),
  /** Null when the step is open; added beside the spec's fields, which keep their meaning. */
  locked_reason: stepLockedReason.nullable(),
  ended_at: isoDate,
  /** Contents over all the step's courses, with the rounded percentage. */
  progress: nodeProgress.extend({ percent: z.number().int().min(0).max(100) }),
  courses: z.array(courseSummary),
});
export type JourneyStep = z.infer<typeof journeyStep>;

export const stepsResponse = z.object({ data: z.array(journeyStep) });
export type StepsResponse = z.infer<typeof stepsResponse>;

export const contentSummary = z.object({
  uuid: z.string(),
  title: z.string(),
  type: z.string(),
  order: z.number().int(),
  is_accessible: z.boolean(),
  ended_at: isoDate,
});
export type ContentSummary = z.infer<typeof contentSummary>;

export const topicSummary = z.object({ uuid: z.string(), name: z.string(), order: z.number().int(), is_accessible: z.boolean(), ended_at: isoDate });
export const topicNode = topicSummary.extend({ contents: z.array(contentSummary) });
export type TopicNode = z.infer<typeof topicNode>;

export const themeSummary = topicSummary;
export const themeNode = themeSummary.extend({ topics: z.array(topicNode) });
export type ThemeNode = z.infer<typeof themeNode>;

export const courseDetail = courseSummary.extend({
  step: z.object({ uuid: z.string(), name: z.string(), order: z.number().int() }),
  themes: z.array(themeNode),
});
export type CourseDetail = z.infer<typeof courseDetail>;
export const courseResponse = z.object({ data: courseDetail });

/**
 * After the learner has passed (decision 1605): the right alternative with its feedback and the
 * question's explanation. Null before a pass: the correct answer never leaves the server until then.
 */
export const quizReview = z.object({ correct_answer: z.string(), correct_feedback: z.string().nullable(), explanation: z.string().nullable() });
export type QuizReview = z.infer<typeof quizReview>;

export const quizQuestion = z.object({
  uuid: z.string(),
  question: z.string(),
  alternatives: z.array(z.string()),
  /** The user's last answer (the alternative's text) and that alternative's feedback (null when it has none). */
  last_attempt: z.object({ answer: z.string(), is_correct: z.boolean(), feedback: z.string().nullable() }).nullable(),
  review: quizReview.nullable(),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const contentDetail = contentSummary.extend({
  topic_uuid: z.string(),
  theme_uuid: z.string(),
  /** A media URL, sanitised HTML for text, or the questions of a quiz/exam. */
  content: z.union([z.string(), z.array(quizQuestion)]),
  /** A quiz's or exam's pass mark in percent (70 unless the editor set another); null for other types. */
  pass_percent: z.number().int().nullable(),
});
export type ContentDetail = z.infer<typeof contentDetail>;
export const contentResponse = z.object({ data: contentDetail });

export const nextContentResponse = z.object({
  data: z.object({
    content: contentSummary,
    topic: topicSummary,
    theme: themeSummary,
    course: z.object({ uuid: z.string(), ended_at: isoDate, progress: nodeProgress }),
  }),
});
export type NextContentResponse = z.infer<typeof nextContentResponse>;

export const quizAnswer = z.object({
  id: z.uuid({ message: 'Pergunta inválida.' }),
  answer: z.string({ message: 'Escolha uma alternativa.' }).trim().min(1, { message: 'Escolha uma alternativa.' }).max(1000, { message: 'Resposta longa demais.' }),
});
export const verifyRequest = z.object({
  answers: z.array(quizAnswer, { message: 'Envie as respostas.' }).min(1, { message: 'Responda todas as perguntas.' }).max(100),
});
export type VerifyRequest = z.infer<typeof verifyRequest>;
/** Spec's answer result, plus the chosen alternative's feedback (decision 1605; never the right alternative). */
export const verifyResponse = z.array(z.object({ id: z.string(), isCorrect: z.boolean(), feedback: z.string().nullable() }));
export type VerifyResponse = z.infer<typeof verifyResponse>;

export const previewQuestion = z.object({ uuid: z.string(), question: z.string(), alternatives: z.array(z.string()) });
export const previewContent = z.object({
  uuid: z.string(),
  title: z.string(),
  type: z.string(),
  order: z.number().int(),
  isLocked: z.boolean(),
  /** Only for contents open to preview; null when locked. */
  content: z.union([z.string(), z.array(previewQuestion)]).nullable(),
});
export type PreviewContent = z.infer<typeof previewContent>;
export const previewTopic = z.object({ uuid: z.string(), name: z.string(), order: z.number().int(), contents: z.array(previewContent) });
export const previewTheme = z.object({ uuid: z.string(), name: z.string(), order: z.number().int(), topics: z.array(previewTopic) });
export const previewModule = z.object({ uuid: z.string(), name: z.string(), description: z.string(), themes: z.array(previewTheme) });
export type PreviewModule = z.infer<typeof previewModule>;
export const previewResponse = z.object({ data: previewModule });
