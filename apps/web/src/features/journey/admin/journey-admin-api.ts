import type {
  courseEditorResponse,
  deletionResponse,
  journeyTreeResponse,
  planFeaturesResponse,
  previewResponse,
  publishResponse,
  withdrawResponse,
  stepResponse,
} from '@rumo/contract';
import { type EditableContentType } from '@rumo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

// The console's journey editor over /api/admin/v1/journey (docs/decisions/1603, 1604). Every write
// invalidates the whole editor (tree and course): no optimistic updates, the server is the truth.

export const journeyAdminKeys = {
  all: ['admin', 'journey'] as const,
  tree: () => [...journeyAdminKeys.all, 'tree'] as const,
  course: (courseId: string) => [...journeyAdminKeys.all, 'course', courseId] as const,
  preview: (courseId: string) => [...journeyAdminKeys.all, 'preview', courseId] as const,
  // Outside `all`: the plan features do not change with the editor's writes, so none asks for them again.
  planFeatures: () => ['admin', 'journey-plan-features'] as const,
};

const base = '/admin/v1/journey';
const enc = encodeURIComponent;
export const coursePath = (courseId: string) => `${base}/courses/${enc(courseId)}`;
type Created = { data: { id: string } };
type Done = { data: { ok: true } };
type Discarded = { data: { discarded: boolean } };

export type DraftKind = 'themes' | 'topics' | 'contents';
/** What can be deleted with the dry run first (decision 1603). */
export type Deletable = { kind: 'steps'; id: string } | { kind: 'courses'; id: string } | { kind: DraftKind; id: string; courseId: string };

const deletePath = (target: Deletable) => {
  if (target.kind === 'steps') return `${base}/steps/${enc(target.id)}`;
  if (target.kind === 'courses') return coursePath(target.id);
  return `${coursePath(target.courseId)}/${target.kind}/${enc(target.id)}`;
};

export const useJourneyTree = () =>
  useQuery({ queryKey: journeyAdminKeys.tree(), queryFn: async ({ signal }) => (await apiRequest<Answer<typeof journeyTreeResponse>>(base, { signal })).data });

export const useCourseDraft = (courseId: string) =>
  useQuery({
    queryKey: journeyAdminKeys.course(courseId),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof courseEditorResponse>>(coursePath(courseId), { signal })).data,
  });

/** 'Pré-visualizar como aluno': the module preview built from the draft (decision 1603). */
export const useDraftPreview = (courseId: string) =>
  useQuery({
    queryKey: journeyAdminKeys.preview(courseId),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof previewResponse>>(`${coursePath(courseId)}/preview`, { signal })).data,
  });

/** The plan features a step may require: the seeker's /v1/plans/features, which every signed-in person may read. */
export const usePlanFeatureOptions = () =>
  useQuery({
    queryKey: journeyAdminKeys.planFeatures(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof planFeaturesResponse>>('/v1/plans/features', { signal })).data,
    staleTime: 5 * 60_000,
  });

/** A mutation whose success reads the editor again (tree, course and preview). */
function useJourneyMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: journeyAdminKeys.all }) });
}

export type StepFields = { name: string; description: string; required_feature: string | null };

export const useCreateStep = () => useJourneyMutation(async (body: StepFields) => (await apiRequest<Answer<typeof stepResponse>>(`${base}/steps`, { method: 'POST', body })).data);

export const useEditStep = () =>
  useJourneyMutation(
    async ({ id, ...body }: Partial<StepFields> & { id: string; position?: number }) =>
      (await apiRequest<Answer<typeof stepResponse>>(`${base}/steps/${enc(id)}`, { method: 'PATCH', body })).data,
  );

export const useCreateCourse = () =>
  useJourneyMutation(
    async ({ stepId, ...body }: { stepId: string; name: string; description: string }) =>
      (await apiRequest<Created>(`${base}/steps/${enc(stepId)}/courses`, { method: 'POST', body })).data,
  );

/** Name and description go to the draft; hours, skills, `step_id` and `position` change at once. */
export const useEditCourse = () =>
  useJourneyMutation(
    async ({ id, ...body }: { id: string; name?: string; description?: string; hours?: number | null; skills?: string[]; step_id?: string; position?: number }) =>
      (await apiRequest<Answer<typeof courseEditorResponse>>(coursePath(id), { method: 'PATCH', body })).data,
  );

/** Deletes with what it takes along; answers the counts (decision 1603). */
export const useDeleteNode = () =>
  useJourneyMutation(async (target: Deletable) => (await apiRequest<Answer<typeof deletionResponse>>(deletePath(target), { method: 'DELETE' })).data.counts);

/**
 * The dry run, as a query: it runs when the confirmation opens and changes nothing. Its key is
 * outside `journeyAdminKeys.all`, so the delete's invalidation does not ask again for what is gone.
 */
export const useDeletionPreview = (target: Deletable | null) =>
  useQuery({
    queryKey: ['admin', 'journey-dry-run', target?.kind, target?.id],
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof deletionResponse>>(`${deletePath(target!)}?dry_run=true`, { method: 'DELETE', signal })).data.counts,
    enabled: target !== null,
    gcTime: 0,
    staleTime: 0,
  });

export const useCreateTheme = (courseId: string) =>
  useJourneyMutation(async (body: { name: string }) => (await apiRequest<Created>(`${coursePath(courseId)}/themes`, { method: 'POST', body })).data);

export const useCreateTopic = (courseId: string) =>
  useJourneyMutation(async (body: { theme_id: string; name: string }) => (await apiRequest<Created>(`${coursePath(courseId)}/topics`, { method: 'POST', body })).data);

export type ContentFields = { title: string; type: EditableContentType; body: string };

export const useCreateContent = (courseId: string) =>
  useJourneyMutation(async (body: ContentFields & { topic_id: string }) => (await apiRequest<Created>(`${coursePath(courseId)}/contents`, { method: 'POST', body })).data);

export const useRenameNode = (courseId: string) =>
  useJourneyMutation(
    async ({ kind, id, name }: { kind: 'themes' | 'topics'; id: string; name: string }) =>
      (await apiRequest<Done>(`${coursePath(courseId)}/${kind}/${enc(id)}`, { method: 'PATCH', body: { name } })).data,
  );

/** Title, type and body; the questions are the quiz screen's and are not sent, so they stay. */
export const useEditContent = (courseId: string) =>
  useJourneyMutation(
    async ({ id, ...body }: Partial<ContentFields> & { id: string }) => (await apiRequest<Done>(`${coursePath(courseId)}/contents/${enc(id)}`, { method: 'PATCH', body })).data,
  );

/** Reorders (position 1..n) or moves to another parent of the same course (`parent_id`). */
export const useMoveNode = (courseId: string) =>
  useJourneyMutation(
    async ({ kind, id, ...body }: { kind: DraftKind; id: string; position: number; parent_id?: string }) =>
      (await apiRequest<Done>(`${coursePath(courseId)}/${kind}/${enc(id)}/move`, { method: 'POST', body })).data,
  );

export const usePublishCourse = (courseId: string) =>
  useJourneyMutation(async () => (await apiRequest<Answer<typeof publishResponse>>(`${coursePath(courseId)}/publish`, { method: 'POST' })).data);

/** 'Retirar do ar' (decision 1603): learners stop seeing the course; 'Publicar' brings it back. */
export const useWithdrawCourse = (courseId: string) =>
  useJourneyMutation(async () => (await apiRequest<Answer<typeof withdrawResponse>>(`${coursePath(courseId)}/withdraw`, { method: 'POST' })).data);

export const useDiscardDraft = (courseId: string) => useJourneyMutation(async () => (await apiRequest<Discarded>(`${coursePath(courseId)}/draft`, { method: 'DELETE' })).data);
