import { z } from './zod.ts';
import { optionalText, requiredText } from './common.ts';
import { draftQuestion, MAX_QUESTIONS, passPercent, storedQuestion } from './quiz-admin.ts';
import { skillsField } from './job-match.ts';

// The journey editor under /api/admin/v1/journey (decision 1603): steps and course placement
// change at once; a course's themes, topics and contents change its draft until 'Publicar'.

/** Types an editor may create (the spec's; `tests` stays readable but is not authored, DECISIONS). */
export const EDITABLE_CONTENT_TYPES = ['video', 'audio', 'text', 'file', 'download', 'quiz', 'exam'] as const;
export type EditableContentType = (typeof EDITABLE_CONTENT_TYPES)[number];

const position = z
  .number({ message: 'A posição deve ser um número.' })
  .int({ message: 'A posição deve ser um número inteiro.' })
  .min(1, { message: 'A posição começa em 1.' })
  .optional();
const id = (label: string) => z.uuid({ message: `${label} inválido.` });

const contentType = z.enum(EDITABLE_CONTENT_TYPES, { message: 'Tipo de conteúdo inválido.' });
const contentBody = z.string({ message: 'O corpo deve ser um texto.' }).max(200_000, { message: 'O corpo deve ter no máximo 200000 caracteres.' });
const questions = z.array(draftQuestion).max(MAX_QUESTIONS, { message: `No máximo ${MAX_QUESTIONS} perguntas.` });

export const stepCreate = z.object({
  name: requiredText('nome', 120),
  description: optionalText('descrição', 1000).default(''),
  required_feature: z.string().trim().min(1).max(60).nullable().default(null),
});
export const stepPatch = z.object({
  name: requiredText('nome', 120).optional(),
  description: optionalText('descrição', 1000).optional(),
  required_feature: z.string().trim().min(1).max(60).nullable().optional(),
  position,
});
/** Workload on certificates, whole hours; null = estimated from the contents (decision 1703). */
const courseHours = z
  .number({ message: 'A carga horária deve ser um número.' })
  .int({ message: 'A carga horária deve ser um número inteiro de horas.' })
  .min(1, { message: 'A carga horária deve ser de pelo menos 1 hora.' })
  .max(999, { message: 'A carga horária deve ser de no máximo 999 horas.' })
  .nullable();
export const courseCreate = z.object({
  name: requiredText('nome', 120),
  description: optionalText('descrição', 1000).default(''),
  hours: courseHours.default(null),
  /** What the course teaches: a job's missing skill links to the published courses with it (docs/decisions/1704). */
  skills: skillsField.default([]),
  position,
});
export const coursePatch = z.object({
  name: requiredText('nome', 120).optional(),
  description: optionalText('descrição', 1000).optional(),
  /** Changes at once (like the course's place): certificates issued later carry it. */
  hours: courseHours.optional(),
  /** Changes at once, like the hours (docs/decisions/1704). */
  skills: skillsField.optional(),
  /** Moves the course to another step (at once, decision 1603). */
  step_id: id('Identificador da etapa').optional(),
  position,
});
export const themeCreate = z.object({ name: requiredText('nome', 120), position });
export const topicCreate = z.object({ theme_id: id('Identificador do tema'), name: requiredText('nome', 120), position });
export const nodeRename = z.object({ name: requiredText('nome', 120) });
export const contentCreate = z.object({
  topic_id: id('Identificador do tópico'),
  title: requiredText('título', 200),
  type: contentType,
  body: contentBody.default(''),
  questions: questions.default([]),
  /** Quizzes and exams: 'Nota mínima para aprovação (%)', null = 70 (decision 1605). */
  pass_percent: passPercent.default(null),
  position,
});
export const contentPatch = z.object({
  title: requiredText('título', 200).optional(),
  type: contentType.optional(),
  body: contentBody.optional(),
  questions: questions.optional(),
  pass_percent: passPercent.optional(),
});
/** A theme moves inside its course; a topic to a theme, a content to a topic of the same course. */
export const nodeMove = z.object({ parent_id: id('Identificador do destino').optional(), position: z.number().int().min(1, { message: 'A posição começa em 1.' }) });
export const draftNodeKind = z.enum(['themes', 'topics', 'contents'], { message: 'Tipo de item inválido.' });
export const draftNodeParams = z.object({ courseId: id('Identificador do curso'), kind: draftNodeKind, id: id('Identificador') });
export const courseParams = z.object({ courseId: id('Identificador do curso') });
export const courseNodeParams = z.object({ courseId: id('Identificador do curso'), id: id('Identificador') });
export const dryRunQuery = z.object({ dry_run: z.enum(['true', 'false']).optional() });

const draftContent = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  body: z.string(),
  questions: z.array(storedQuestion),
  /** Quizzes and exams: null = the default 70 (decision 1605). */
  pass_percent: z.number().int().nullable(),
});
const draftTopic = z.object({ id: z.string(), name: z.string(), contents: z.array(draftContent) });
const draftTheme = z.object({ id: z.string(), name: z.string(), topics: z.array(draftTopic) });
/** A course's draft document (also the published course, read the same way). */
export const courseDocument = z.object({ name: z.string(), description: z.string(), themes: z.array(draftTheme) });
export type CourseDocument = z.infer<typeof courseDocument>;
export type DraftTheme = z.infer<typeof draftTheme>;
export type DraftTopic = z.infer<typeof draftTopic>;
export type DraftContent = z.infer<typeof draftContent>;

export const courseEditorResponse = z.object({
  data: z.object({
    id: z.string(),
    step_id: z.string(),
    published_at: z.string().nullable(),
    /** Workload on certificates; null = estimated from the contents (decision 1703). */
    hours: z.number().int().nullable(),
    skills: z.array(z.string()),
    /** 'Alterações não publicadas'. */
    has_unpublished_changes: z.boolean(),
    draft_updated_at: z.string().nullable(),
    draft_updated_by: z.string().nullable(),
    /** The draft when there is one, otherwise the published course. */
    document: courseDocument,
  }),
});

const treeCourse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  order: z.number().int(),
  published_at: z.string().nullable(),
  has_unpublished_changes: z.boolean(),
  /** Contents of the draft when there is one, otherwise of the published course. */
  contents: z.number().int(),
});
export const journeyTreeResponse = z.object({
  data: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string(), order: z.number().int(), required_feature: z.string().nullable(), courses: z.array(treeCourse) }),
  ),
});
export type JourneyTree = z.infer<typeof journeyTreeResponse>['data'];

export const stepResponse = z.object({
  data: z.object({ id: z.string(), name: z.string(), description: z.string(), order: z.number().int(), required_feature: z.string().nullable() }),
});

/** What a delete takes along (answered by the dry run and by the delete itself). */
export const deletionCounts = z.object({
  courses: z.number().int(),
  themes: z.number().int(),
  topics: z.number().int(),
  contents: z.number().int(),
  questions: z.number().int(),
  /** Learners whose progress on the deleted nodes is dropped. */
  learners_with_progress: z.number().int(),
});
export type DeletionCounts = z.infer<typeof deletionCounts>;
export const deletionResponse = z.object({ data: z.object({ dry_run: z.boolean(), counts: deletionCounts }) });

/** 'Retirar do ar' (decision 1603): learners stop seeing the course; 'Publicar' brings it back. */
export const withdrawResponse = z.object({ data: z.object({ withdrawn: z.literal(true) }) });

export const publishResponse = z.object({
  data: z.object({ published: z.boolean(), added: z.number().int(), updated: z.number().int(), removed: z.number().int() }),
});
