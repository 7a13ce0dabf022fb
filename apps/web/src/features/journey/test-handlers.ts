import type { ErrorBody } from '@rumo/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { COURSE_ID, courseDetail, previewModule, quizDetail, steps } from './tests/journey-fixtures.ts';

const notFound = () => HttpResponse.json<ErrorBody>({ message: 'Curso não encontrado.' }, { status: 404 });

/** Default answers of the journey API for every screen test (a test overrides them with server.use). */
export const handlers: RequestHandler[] = [
  http.get('*/api/v1/steps', () => HttpResponse.json({ data: steps })),
  http.get('*/api/v1/steps/modules/:id/preview', ({ params }) => (params.id === COURSE_ID ? HttpResponse.json({ data: previewModule }) : notFound())),
  http.get('*/api/v1/steps/:courseId', ({ params }) => (params.courseId === COURSE_ID ? HttpResponse.json({ data: courseDetail }) : notFound())),
  http.get('*/api/v1/steps/:courseId/contents/:contentId', ({ params }) =>
    params.contentId === quizDetail.uuid ? HttpResponse.json({ data: quizDetail }) : HttpResponse.json<ErrorBody>({ message: 'Conteúdo não encontrado.' }, { status: 404 }),
  ),
  http.put('*/api/v1/steps/:courseId/contents/:contentId/verify', async ({ request }) => {
    const { answers } = (await request.json()) as { answers: { id: string; answer: string }[] };
    const right = new Set(['Uma sequência de passos', 'As notas']);
    const feedback: Record<string, string> = { 'Um computador': 'Um computador executa algoritmos, mas não os define.' };
    return HttpResponse.json(answers.map((a) => ({ id: a.id, isCorrect: right.has(a.answer), feedback: feedback[a.answer] ?? null })));
  }),
  http.get('*/api/v1/steps/:courseId/contents/:contentId/next-content', () => new HttpResponse(null, { status: 204 })),
];
