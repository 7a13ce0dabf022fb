import type { meResponse, messageBody, ChangePasswordRequest, UserProfile, deleteAccountRequest, editUserRequest } from '@rumo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { downloadFromApi } from '../../../lib/download-file.ts';
import { updateSessionUser } from '../../../lib/session.ts';

export type EditUserBody = z.output<typeof editUserRequest>;
export type DeleteAccountBody = z.output<typeof deleteAccountRequest>;

/** Query keys of this feature; mutations invalidate through the same factory. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof meResponse>>('/v1/users/me', { signal })).data,
  });

export const useMe = () => useQuery(meQueryOptions());

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EditUserBody) => (await apiRequest<Answer<typeof meResponse>>('/v1/users/edit', { method: 'PUT', body })).data,
    onSuccess: (profile: UserProfile) => {
      queryClient.setQueryData(accountKeys.me(), profile);
      // The header shows the stored name; keep it in step with the profile.
      updateSessionUser({ name: profile.name });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiRequest<Answer<typeof messageBody>>('/v1/users/password', { method: 'PUT', body }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiRequest('/v1/users/me', { method: 'DELETE', body }),
  });
}

export const EXPORT_FILE_NAME = 'rumo-meus-dados.json';

/** LGPD export: fetched with the bearer token (a plain link could not send it), then saved as a file. */
export const downloadPersonalData = (): Promise<string> => downloadFromApi('/v1/users/me/export', EXPORT_FILE_NAME, 'application/json');
