import type { contentResponse, courseResponse, nextContentResponse, previewResponse, stepsResponse, verifyResponse, NextContentResponse, VerifyRequest } from '@rumo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

/** Query keys of the journey; mutations invalidate through the same factory. */
export const journeyKeys = {
  all: ['journey'] as const,
  steps: () => [...journeyKeys.all, 'steps'] as const,
  course: (courseId: string) => [...journeyKeys.all, 'course', courseId] as const,
  content: (courseId: string, contentId: string) => [...journeyKeys.course(courseId), 'content', contentId] as const,
  preview: (moduleId: string) => [...journeyKeys.all, 'preview', moduleId] as const,
};

const coursePath = (courseId: string) => `/v1/steps/${encodeURIComponent(courseId)}`;
const contentPath = (courseId: string, contentId: string) => `${coursePath(courseId)}/contents/${encodeURIComponent(contentId)}`;

export const stepsQueryOptions = () =>
  queryOptions({ queryKey: journeyKeys.steps(), queryFn: async ({ signal }) => (await apiRequest<Answer<typeof stepsResponse>>('/v1/steps', { signal })).data });

/** The steps; an error (403 for a plan without the journey) shows the promo. */
export const useSteps = () => useQuery(stepsQueryOptions());

export const useCourse = (courseId: string) =>
  useQuery({ queryKey: journeyKeys.course(courseId), queryFn: async ({ signal }) => (await apiRequest<Answer<typeof courseResponse>>(coursePath(courseId), { signal })).data });

export const useContent = (courseId: string, contentId: string | null) =>
  useQuery({
    queryKey: journeyKeys.content(courseId, contentId ?? ''),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof contentResponse>>(contentPath(courseId, contentId ?? ''), { signal })).data,
    enabled: contentId !== null,
  });

export const useModulePreview = (moduleId: string) =>
  useQuery({
    queryKey: journeyKeys.preview(moduleId),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof previewResponse>>(`/v1/steps/modules/${encodeURIComponent(moduleId)}/preview`, { signal })).data,
  });

/** Completes a content and returns the next one, or null when the course is over (204). */
export function useNextContent(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contentId: string): Promise<NextContentResponse['data'] | null> => {
      const answer = await apiRequest<Answer<typeof nextContentResponse> | undefined>(`${contentPath(courseId, contentId)}/next-content`);
      return answer?.data ?? null;
    },
    onSuccess: async () => {
      // The server owns progress: reload the tree (check marks, locks) and the steps' progress.
      await Promise.all([queryClient.invalidateQueries({ queryKey: journeyKeys.course(courseId) }), queryClient.invalidateQueries({ queryKey: journeyKeys.steps() })]);
    },
  });
}

export function useVerifyQuiz(courseId: string, contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyRequest) => apiRequest<Answer<typeof verifyResponse>>(`${contentPath(courseId, contentId)}/verify`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.content(courseId, contentId) }),
  });
}
