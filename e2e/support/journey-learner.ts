import { expect, type APIRequestContext } from '@playwright/test';
import type { E2EUser } from '../fixtures.ts';

type CourseAnswer = { data: { themes: { topics: { contents: { uuid: string; type: string; ended_at: string | null }[] }[] }[] } };
type StepsAnswer = { data: { courses: { uuid: string; is_accessible: boolean; ended_at: string | null }[] }[] };
type QuizAnswer = { data: { content: { uuid: string; alternatives: string[] }[] } };

/**
 * Opens, for `learner`, a course appended after the seeded journey. Steps open one after the other: the learner
 * first finishes what comes before it through the learner API (a quiz by trying its alternatives,
 * as verify marks each answer), so no other test's journey is touched.
 */
export async function openCourseFor(request: APIRequestContext, learner: E2EUser, courseId: string): Promise<void> {
  const headers = { authorization: `Bearer ${learner.token}` };
  const get = async <T>(url: string) => {
    const res = await request.get(url, { headers });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (res.status() === 204 ? null : await res.json()) as T;
  };
  for (let round = 0; round < 50; round++) {
    const courses = (await get<StepsAnswer>('/api/v1/steps')).data.flatMap((s) => s.courses);
    if (courses.find((c) => c.uuid === courseId)?.is_accessible) return;
    const next = courses.find((c) => c.is_accessible && c.ended_at === null && c.uuid !== courseId);
    expect(next, 'an open course before the test course').toBeDefined();
    const detail = await get<CourseAnswer>(`/api/v1/steps/${next!.uuid}`);
    for (const content of detail.data.themes.flatMap((t) => t.topics.flatMap((tp) => tp.contents)).filter((c) => c.ended_at === null)) {
      const url = `/api/v1/steps/${next!.uuid}/contents/${content.uuid}`;
      if (content.type === 'quiz' || content.type === 'exam') {
        const questions = (await get<QuizAnswer>(url)).data.content;
        const tries = questions.map(() => 0);
        for (let attempt = 0; attempt < 6; attempt++) {
          const answers = questions.map((q, i) => ({ id: q.uuid, answer: q.alternatives[tries[i]!]! }));
          const res = await request.put(`${url}/verify`, { headers, data: { answers } });
          const marks = (await res.json()) as { isCorrect: boolean }[];
          if (marks.every((m) => m.isCorrect)) break;
          marks.forEach((m, i) => (tries[i]! += m.isCorrect ? 0 : 1));
        }
      }
      await get(`${url}/next-content`);
    }
  }
  throw new Error('the test course never opened');
}
