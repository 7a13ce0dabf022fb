import type { Db } from '../../src/db/database.ts';
import { createContent, createTheme, createTopic } from '../../src/modules/journey/journey-draft-edits.service.ts';
import { publishCourse } from '../../src/modules/journey/journey-publish.service.ts';
import { createCourse, createStep } from '../../src/modules/journey/journey-structure.service.ts';

export type EditableCourse = { stepId: string; courseId: string; themeId: string; topicId: string; textId: string; quizId: string };

/** A step with one course (a theme, a topic, a text and a quiz) written through the editor's functions. */
export async function buildEditableCourse(db: Db, options: { publish?: boolean } = {}): Promise<EditableCourse> {
  // First in the journey, so a new learner may open it whatever earlier tests left behind.
  const step = await createStep(db, 'cli', { name: 'Etapa do editor', description: 'Escrita no console.', required_feature: null, position: 1 });
  const courseId = await createCourse(db, 'cli', step.id, { name: 'Curso do editor', description: 'Rascunho.' });
  const themeId = await createTheme(db, 'cli', courseId, { name: 'Tema 1' });
  const topicId = await createTopic(db, 'cli', courseId, { theme_id: themeId, name: 'Tópico 1' });
  const textId = await createContent(db, 'cli', courseId, { topic_id: topicId, title: 'Leitura', type: 'text', body: '<p>Olá</p>', questions: [] });
  const quizId = await createContent(db, 'cli', courseId, {
    topic_id: topicId,
    title: 'Quiz',
    type: 'quiz',
    body: '',
    questions: [{ question: 'Quanto é 1 + 1?', alternatives: ['1', '2'], correct: '2' }],
  });
  if (options.publish) await publishCourse(db, 'cli', courseId);
  return { stepId: step.id, courseId, themeId, topicId, textId, quizId };
}
