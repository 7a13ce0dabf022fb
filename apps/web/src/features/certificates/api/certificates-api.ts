import type { addCertificateToCurriculumResponse, certificateListResponse, publicCertificateResponse, AddCertificateToCurriculumResponse } from '@rumo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

/** Query keys of this feature; mutations invalidate through the same factory (decision 1703). */
export const certificateKeys = {
  all: ['certificates'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  public: (code: string) => [...certificateKeys.all, 'public', code] as const,
};

export const myCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof certificateListResponse>>('/v1/certificates', { signal })).data,
  });

export const useMyCertificates = () => useQuery(myCertificatesQueryOptions());

/** The public check: no session needed; a 404 is an answer (unknown code), not a failure to retry. */
export const usePublicCertificate = (code: string) =>
  useQuery({
    queryKey: certificateKeys.public(code),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof publicCertificateResponse>>(`/v1/certificates/${encodeURIComponent(code)}/public`, { signal })).data,
    retry: false,
  });

/** 'Adicionar ao currículo'; `onAdded` lets the app refresh the CV screens it composes. */
export function useAddCertificateToCurriculum(onAdded?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ certificate, curriculum }: { certificate: string; curriculum: string }): Promise<AddCertificateToCurriculumResponse['data']> =>
      (
        await apiRequest<Answer<typeof addCertificateToCurriculumResponse>>(`/v1/certificates/${encodeURIComponent(certificate)}/curriculum`, {
          method: 'POST',
          body: { curriculum_uuid: curriculum },
        })
      ).data,
    onSuccess: async () => {
      onAdded?.();
      await queryClient.invalidateQueries({ queryKey: certificateKeys.mine() });
    },
  });
}
