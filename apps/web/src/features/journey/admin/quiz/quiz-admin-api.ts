import type { quizImportResponse, DraftQuestionInput, QuizImportFormat, QuizImportResult } from '@rumo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, errorFromResponse, type Answer } from '../../../../lib/api-client.ts';
import { queryString } from '../../../../lib/query-string.ts';
import { coursePath, journeyAdminKeys } from '../journey-admin-api.ts';

/**
 * The quiz editor's calls (decision 1605). The course is the journey editor's query
 * (useCourseDraft), and a change here invalidates journeyAdminKeys.all, so the journey tree's
 * 'Alterações não publicadas' follows too.
 */
const contentPath = (courseId: string, contentId: string) => `${coursePath(courseId)}/contents/${encodeURIComponent(contentId)}`;

export type QuizSave = { questions: DraftQuestionInput[]; pass_percent: number | null };

/** 'Salvar': the questions and the pass mark go to the course's draft. */
export function useSaveQuiz(courseId: string, contentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizSave) => apiRequest(contentPath(courseId, contentId), { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: journeyAdminKeys.all }),
  });
}

/** The format by the file's name: .csv is CSV, anything else (.gift, .txt) GIFT. */
export const importFormatOfFile = (name: string): QuizImportFormat => (/\.csv$/i.test(name) ? 'csv' : 'gift');

/** 'Importar perguntas': the file's text as the body; `dryRun` only reads it (decision 1605). */
export function useImportQuestions(courseId: string, contentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, format, dryRun }: { text: string; format: QuizImportFormat; dryRun: boolean }): Promise<QuizImportResult> => {
      // dry_run as text, so 'false' is sent too (queryString leaves a boolean false out).
      const response = await apiFetch(`${contentPath(courseId, contentId)}/questions/import${queryString({ format, dry_run: String(dryRun) })}`, {
        method: 'POST',
        headers: { 'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8' },
        body: text,
      });
      if (!response.ok) throw await errorFromResponse(response);
      return ((await response.json()) as Answer<typeof quizImportResponse>).data;
    },
    onSuccess: (result) => (result.dry_run ? undefined : client.invalidateQueries({ queryKey: journeyAdminKeys.all })),
  });
}
