import { courseEditorResponse, quizImportResponse, type DraftQuestionInput, type QuizImportFormat, type QuizImportResult } from '@rumo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, errorFromResponse } from '../../../../lib/api-client.ts';

/**
 * The quiz editor's calls (decision 1605). Keys under ['admin', 'journey'], so a change here also
 * refreshes the journey tree's 'Alterações não publicadas'.
 */
export const quizAdminKeys = {
  all: ['admin', 'journey'] as const,
  course: (courseId: string) => [...quizAdminKeys.all, 'course', courseId] as const,
};

const coursePath = (courseId: string) => `/admin/v1/journey/courses/${encodeURIComponent(courseId)}`;
const contentPath = (courseId: string, contentId: string) => `${coursePath(courseId)}/contents/${encodeURIComponent(contentId)}`;

/** The course for the editor: its draft, or the published version (decision 1603). */
export const useCourseForEditor = (courseId: string) =>
  useQuery({
    queryKey: quizAdminKeys.course(courseId),
    queryFn: async ({ signal }) => (await apiRequest(coursePath(courseId), { schema: courseEditorResponse, signal })).data,
  });

export type QuizSave = { questions: DraftQuestionInput[]; pass_percent: number | null };

/** 'Salvar': the questions and the pass mark go to the course's draft. */
export function useSaveQuiz(courseId: string, contentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizSave) => apiRequest(contentPath(courseId, contentId), { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: quizAdminKeys.all }),
  });
}

/** The format by the file's name: .csv is CSV, anything else (.gift, .txt) GIFT. */
export const importFormatOfFile = (name: string): QuizImportFormat => (/\.csv$/i.test(name) ? 'csv' : 'gift');

/** 'Importar perguntas': the file's text as the body; `dryRun` only reads it (decision 1605). */
export function useImportQuestions(courseId: string, contentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, format, dryRun }: { text: string; format: QuizImportFormat; dryRun: boolean }): Promise<QuizImportResult> => {
      const query = new URLSearchParams({ format, dry_run: String(dryRun) });
      const response = await apiFetch(`${contentPath(courseId, contentId)}/questions/import?${query.toString()}`, {
        method: 'POST',
        headers: { 'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8' },
        body: text,
      });
      if (!response.ok) throw await errorFromResponse(response);
      return quizImportResponse.parse(await response.json()).data;
    },
    onSuccess: (result) => (result.dry_run ? undefined : client.invalidateQueries({ queryKey: quizAdminKeys.all })),
  });
}
