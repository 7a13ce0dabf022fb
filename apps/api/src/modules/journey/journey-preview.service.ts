import { asc, inArray } from 'drizzle-orm';
import type { CourseDocument, PreviewModule } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { contents, quizQuestions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findCourse, loadCatalogue, type CatalogueCourse } from './journey-catalogue.ts';
import { isUuid } from '../../lib/uuid.ts';
import { isGraded } from './progress-engine.ts';
import { COURSE_NOT_FOUND } from './journey.service.ts';

/**
 * Which contents a preview opens: the first content of every topic, so a visitor samples each part
 * of the module without walking it (docs/decisions/0503-journey-module-preview.md).
 */
export function previewableContentIds(course: CatalogueCourse): Set<string> {
  const ids = new Set<string>();
  for (const theme of course.themes) {
    for (const topic of theme.topics) {
      const first = topic.contents[0];
      if (first) ids.add(first.id);
    }
  }
  return ids;
}

type PreviewQuestion = { id: string; contentId: string; question: string; alternatives: string[] };
type PreviewSource = { name: string; description: string; bodies: Map<string, string>; questions: PreviewQuestion[] };

/**
 * The module (course) without any user progress. Open to every logged-in user, whatever their
 * plan: it is the shop window of the journey. Quizzes come without correct answers and are not
 * graded (the preview player shows the spec's fixed 80%).
 */
export async function previewModule(db: Db, courseId: string): Promise<PreviewModule> {
  if (!isUuid(courseId)) throw notFound(COURSE_NOT_FOUND);
  const found = findCourse(await loadCatalogue(db), courseId);
  if (!found) throw notFound(COURSE_NOT_FOUND);
  const { course } = found;
  const open = [...previewableContentIds(course)];
  const [bodies, questions] =
    open.length === 0
      ? [[], []]
      : await Promise.all([
          db.select({ id: contents.id, body: contents.body }).from(contents).where(inArray(contents.id, open)),
          db
            .select({ id: quizQuestions.id, contentId: quizQuestions.contentId, question: quizQuestions.question, alternatives: quizQuestions.alternatives })
            .from(quizQuestions)
            .where(inArray(quizQuestions.contentId, open))
            .orderBy(asc(quizQuestions.order), asc(quizQuestions.id)),
        ]);
  return presentPreview(course, { name: course.name, description: course.description, bodies: new Map(bodies.map((b) => [b.id, b.body])), questions });
}

/**
 * 'Pré-visualizar como aluno': the same module preview, built from a course's draft document
 * (docs/decisions/1603-journey-drafts.md), so an editor sees what learners will get.
 */
export function previewDocument(courseId: string, stepId: string, doc: CourseDocument): PreviewModule {
  const course: CatalogueCourse = {
    id: courseId,
    stepId,
    name: doc.name,
    description: doc.description,
    order: 0,
    themes: doc.themes.map((th, i) => ({
      id: th.id,
      name: th.name,
      order: i + 1,
      topics: th.topics.map((tp, j) => ({
        id: tp.id,
        name: tp.name,
        order: j + 1,
        contents: tp.contents.map((c, k) => ({ id: c.id, title: c.title, type: c.type, order: k + 1 })),
      })),
    })),
  };
  const walked = doc.themes.flatMap((th) => th.topics.flatMap((tp) => tp.contents));
  return presentPreview(course, {
    name: doc.name,
    description: doc.description,
    bodies: new Map(walked.map((c) => [c.id, c.body])),
    questions: walked.flatMap((c) => c.questions.map((q) => ({ id: q.id, contentId: c.id, question: q.question, alternatives: q.alternatives }))),
  });
}

function presentPreview(course: CatalogueCourse, source: PreviewSource): PreviewModule {
  const openSet = previewableContentIds(course);
  return {
    uuid: course.id,
    name: source.name,
    description: source.description,
    themes: course.themes.map((theme) => ({
      uuid: theme.id,
      name: theme.name,
      order: theme.order,
      topics: theme.topics.map((topic) => ({
        uuid: topic.id,
        name: topic.name,
        order: topic.order,
        contents: topic.contents.map((c) => {
          const isLocked = !openSet.has(c.id);
          let content: PreviewModule['themes'][number]['topics'][number]['contents'][number]['content'] = null;
          if (!isLocked) {
            content = isGraded(c.type)
              ? source.questions.filter((q) => q.contentId === c.id).map((q) => ({ uuid: q.id, question: q.question, alternatives: q.alternatives }))
              : (source.bodies.get(c.id) ?? '');
          }
          return { uuid: c.id, title: c.title, type: c.type, order: c.order, isLocked, content };
        }),
      })),
    })),
  };
}
