import { meResponse, messageBody, type ChangePasswordRequest, type UserProfile, type deleteAccountRequest, type editUserRequest } from '@rumo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, apiRequest, errorFromResponse } from '../../../lib/api-client.ts';
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
    queryFn: async ({ signal }) => (await apiRequest('/v1/users/me', { schema: meResponse, signal })).data,
  });

export const useMe = () => useQuery(meQueryOptions());

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EditUserBody) => (await apiRequest('/v1/users/edit', { method: 'PUT', body, schema: meResponse })).data,
    onSuccess: (profile: UserProfile) => {
      queryClient.setQueryData(accountKeys.me(), profile);
      // The header shows the stored name; keep it in step with the profile.
      updateSessionUser({ name: profile.name });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiRequest('/v1/users/password', { method: 'PUT', body, schema: messageBody }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiRequest('/v1/users/me', { method: 'DELETE', body }),
  });
}

export const EXPORT_FILE_NAME = 'rumo-meus-dados.json';

/** LGPD export: fetched with the bearer token (a plain link could not send it), then saved as a file. */
export async function downloadPersonalData(): Promise<void> {
  const response = await apiFetch('/v1/users/me/export');
  if (!response.ok) throw await errorFromResponse(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = EXPORT_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
