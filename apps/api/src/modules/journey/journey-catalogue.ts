import { asc, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contents, courses, steps, themes, topics } from '../../db/schema/index.ts';

/** The journey's structure (no user data, no content bodies), ordered at every level. */
export type CatalogueContent = { id: string; title: string; type: string; order: number };
export type CatalogueTopic = { id: string; name: string; order: number; contents: CatalogueContent[] };
export type CatalogueTheme = { id: string; name: string; order: number; topics: CatalogueTopic[] };
export type CatalogueCourse = { id: string; stepId: string; name: string; description: string; order: number; themes: CatalogueTheme[] };
export type CatalogueStep = { id: string; name: string; description: string; order: number; requiredFeature: string | null; courses: CatalogueCourse[] };
export type Catalogue = CatalogueStep[];

/** One content with its place in the course, in the order a learner walks it. */
export type ContentPlace = { content: CatalogueContent; topic: CatalogueTopic; theme: CatalogueTheme; index: number };

export function flattenCourse(course: CatalogueCourse): ContentPlace[] {
  const places: ContentPlace[] = [];
  for (const theme of course.themes) {
    for (const topic of theme.topics) {
      for (const content of topic.contents) places.push({ content, topic, theme, index: places.length });
    }
  }
  return places;
}

export function findCourse(catalogue: Catalogue, courseId: string): { step: CatalogueStep; course: CatalogueCourse } | null {
  for (const step of catalogue) {
    const course = step.courses.find((c) => c.id === courseId);
    if (course) return { step, course };
  }
  return null;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/**
 * Loads the published tree in five ordered queries: a course never published and a step with no
 * published course are not part of it (docs/decisions/1603-journey-drafts.md). The journey is
 * small (tens of courses at most), and every progress rule needs the neighbours of a node, so
 * reading it whole is simplest.
 */
export async function loadCatalogue(db: Db): Promise<Catalogue> {
  // Sequential on purpose: inside a transaction all queries share one connection.
  const stepRows = await db.select().from(steps).orderBy(asc(steps.order), asc(steps.id));
  const courseRows = await db.select().from(courses).where(isNotNull(courses.publishedAt)).orderBy(asc(courses.order), asc(courses.id));
  const themeRows = await db.select().from(themes).orderBy(asc(themes.order), asc(themes.id));
  const topicRows = await db.select().from(topics).orderBy(asc(topics.order), asc(topics.id));
  const contentRows = await db
    .select({ id: contents.id, topicId: contents.topicId, title: contents.title, type: contents.type, order: contents.order })
    .from(contents)
    .orderBy(asc(contents.order), asc(contents.id));
  const contentsByTopic = groupBy(contentRows, (r) => r.topicId);
  const topicsByTheme = groupBy(topicRows, (r) => r.themeId);
  const themesByCourse = groupBy(themeRows, (r) => r.courseId);
  const coursesByStep = groupBy(courseRows, (r) => r.stepId);
  return stepRows
    .filter((s) => coursesByStep.has(s.id))
    .map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      order: s.order,
      requiredFeature: s.requiredFeature,
      courses: (coursesByStep.get(s.id) ?? []).map((c) => ({
        id: c.id,
        stepId: c.stepId,
        name: c.name,
        description: c.description,
        order: c.order,
        themes: (themesByCourse.get(c.id) ?? []).map((th) => ({
          id: th.id,
          name: th.name,
          order: th.order,
          topics: (topicsByTheme.get(th.id) ?? []).map((tp) => ({
            id: tp.id,
            name: tp.name,
            order: tp.order,
            contents: (contentsByTopic.get(tp.id) ?? []).map((ct) => ({ id: ct.id, title: ct.title, type: ct.type, order: ct.order })),
          })),
        })),
      })),
    }));
}
