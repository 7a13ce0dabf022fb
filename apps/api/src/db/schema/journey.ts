import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { skillKeysColumn, textList } from './text-list-columns.ts';

export const steps = pgTable('steps', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  description: text('description').notNull(),
  order: integer('order').notNull(),
  // A plan feature key a learner needs besides 'journey' (null: none); docs/decisions/1603.
  requiredFeature: text('required_feature'),
});

export const courses = pgTable(
  'courses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    stepId: uuid('step_id')
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    order: integer('order').notNull(),
    // Null until the first 'Publicar': learners do not see the course (docs/decisions/1603).
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    // Workload printed on certificates; null = estimated from the contents at issue time (docs/decisions/1703).
    hours: integer('hours'),
    // What the course teaches: a job's missing skill links to the published courses with its key (docs/decisions/1704).
    skills: textList('skills'),
    skillKeys: skillKeysColumn(),
  },
  (t) => [index('courses_step_idx').on(t.stepId, t.order), check('courses_hours_range', sql`${t.hours} BETWEEN 1 AND 999`)],
);

export const themes = pgTable(
  'themes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [index('themes_course_idx').on(t.courseId, t.order)],
);

export const topics = pgTable(
  'topics',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [index('topics_theme_idx').on(t.themeId, t.order)],
);

export const contents = pgTable(
  'contents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    order: integer('order').notNull(),
    // A media URL, sanitised HTML for text, or empty for quizzes (questions live in quiz_questions).
    body: text('body').notNull().default(''),
    // Quizzes and exams: the pass mark in percent; null = 70 (docs/decisions/1605).
    passPercent: integer('pass_percent'),
  },
  (t) => [index('contents_topic_idx').on(t.topicId, t.order), check('contents_pass_percent_range', sql`${t.passPercent} BETWEEN 1 AND 100`)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    alternatives: text('alternatives').array().notNull(),
    // Never serialised to the client before the learner has passed (docs/decisions/1605).
    correctAnswer: text('correct_answer').notNull(),
    // One per alternative, same order ('' = none); null for rows written before decision 1605.
    feedback: text('feedback').array(),
    // Shown with the review after a pass; '' = none.
    explanation: text('explanation').notNull().default(''),
    order: integer('order').notNull(),
  },
  (t) => [
    index('quiz_questions_content_idx').on(t.contentId, t.order),
    check('quiz_questions_feedback_per_alternative', sql`${t.feedback} IS NULL OR cardinality(${t.feedback}) = cardinality(${t.alternatives})`),
  ],
);

/** The editor's working copy of a course (a JSON document), applied by 'Publicar' (docs/decisions/1603). */
export const courseDrafts = pgTable('course_drafts', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  document: jsonb('document').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** A user's enrolment in a course: its id is the spec's `subscription_uuid`. */
export const courseSubscriptions = pgTable(
  'course_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('course_subscriptions_user_course_uq').on(t.userId, t.courseId)],
);

/**
 * Per-user progress on any node of the tree (step, course, theme, topic or content: ids are
 * unique uuids across all of them). A row means the node is accessible; ended_at means finished.
 */
export const progress = pgTable(
  'progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: uuid('node_id').notNull(),
    nodeKind: text('node_kind').notNull(),
    accessibleAt: timestamp('accessible_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nodeId] })],
);

/** Only the last attempt per question is kept. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);
