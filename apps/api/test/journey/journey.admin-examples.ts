import type { AdminRouteExamples } from '../staff/admin-route-examples.ts';
import { buildEditableCourse } from './journey-editor.factory.ts';

const base = '/api/admin/v1/journey';

/** Valid requests for the journey editor (decision 1603), for the authorization matrix. Deletes use the dry run so every role with the capability gets the same answer. */
export const examples: AdminRouteExamples = {
  [`POST ${base}/steps`]: async () => ({ payload: { name: 'Nova etapa', description: 'Descrição.' } }),
  [`PATCH ${base}/steps/:stepId`]: async ({ db }) => ({ url: `${base}/steps/${(await buildEditableCourse(db)).stepId}`, payload: { name: 'Etapa renomeada' } }),
  [`DELETE ${base}/steps/:stepId`]: async ({ db }) => ({ url: `${base}/steps/${(await buildEditableCourse(db)).stepId}?dry_run=true` }),
  [`POST ${base}/steps/:stepId/courses`]: async ({ db }) => ({ url: `${base}/steps/${(await buildEditableCourse(db)).stepId}/courses`, payload: { name: 'Novo curso' } }),
  [`GET ${base}/courses/:courseId`]: async ({ db }) => ({ url: `${base}/courses/${(await buildEditableCourse(db)).courseId}` }),
  [`PATCH ${base}/courses/:courseId`]: async ({ db }) => ({ url: `${base}/courses/${(await buildEditableCourse(db)).courseId}`, payload: { description: 'Nova descrição.' } }),
  [`DELETE ${base}/courses/:courseId`]: async ({ db }) => ({ url: `${base}/courses/${(await buildEditableCourse(db)).courseId}?dry_run=true` }),
  [`POST ${base}/courses/:courseId/withdraw`]: async ({ db }) => ({ url: `${base}/courses/${(await buildEditableCourse(db, { publish: true })).courseId}/withdraw` }),
  [`POST ${base}/courses/:courseId/publish`]: async ({ db }) => ({ url: `${base}/courses/${(await buildEditableCourse(db)).courseId}/publish` }),
  [`DELETE ${base}/courses/:courseId/draft`]: async ({ db }) => ({ url: `${base}/courses/${(await buildEditableCourse(db)).courseId}/draft` }),
  [`GET ${base}/courses/:courseId/preview`]: async ({ db }) => ({ url: `${base}/courses/${(await buildEditableCourse(db)).courseId}/preview` }),
  [`POST ${base}/courses/:courseId/themes`]: async ({ db }) => ({ url: `${base}/courses/${(await buildEditableCourse(db)).courseId}/themes`, payload: { name: 'Tema novo' } }),
  [`POST ${base}/courses/:courseId/topics`]: async ({ db }) => {
    const c = await buildEditableCourse(db);
    return { url: `${base}/courses/${c.courseId}/topics`, payload: { theme_id: c.themeId, name: 'Tópico novo' } };
  },
  [`POST ${base}/courses/:courseId/contents`]: async ({ db }) => {
    const c = await buildEditableCourse(db);
    return { url: `${base}/courses/${c.courseId}/contents`, payload: { topic_id: c.topicId, title: 'Vídeo', type: 'video', body: '/media/journey/video.webm' } };
  },
  [`PATCH ${base}/courses/:courseId/:kind/:id`]: async ({ db }) => {
    const c = await buildEditableCourse(db);
    return { url: `${base}/courses/${c.courseId}/topics/${c.topicId}`, payload: { name: 'Tópico renomeado' } };
  },
  [`PATCH ${base}/courses/:courseId/contents/:id`]: async ({ db }) => {
    const c = await buildEditableCourse(db);
    return { url: `${base}/courses/${c.courseId}/contents/${c.textId}`, payload: { title: 'Leitura revista' } };
  },
  [`POST ${base}/courses/:courseId/:kind/:id/move`]: async ({ db }) => {
    const c = await buildEditableCourse(db);
    return { url: `${base}/courses/${c.courseId}/contents/${c.quizId}/move`, payload: { position: 1 } };
  },
  [`DELETE ${base}/courses/:courseId/:kind/:id`]: async ({ db }) => {
    const c = await buildEditableCourse(db);
    return { url: `${base}/courses/${c.courseId}/contents/${c.textId}?dry_run=true` };
  },
  // A string payload: the matrix sends it without a Content-Type, so `format` names it (decision 1605).
  [`POST ${base}/courses/:courseId/contents/:id/questions/import`]: async ({ db }) => {
    const c = await buildEditableCourse(db);
    return { url: `${base}/courses/${c.courseId}/contents/${c.quizId}/questions/import?dry_run=true&format=gift`, payload: 'Quanto é 2 + 2? {=4 ~5}' };
  },
};
