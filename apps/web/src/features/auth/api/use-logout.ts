import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';

/**
 * Revokes the token on the server, then forgets the session locally even if that call failed.
 * Calls the client directly (not auth-api.ts) so the always-loaded layout does not pull zod and the contract into the entry chunk.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await apiRequest('/v1/auth/logout', { method: 'POST' });
    } catch (error) {
      console.warn('logout request failed', error);
    } finally {
      clearSession({ reason: 'logout' });
      queryClient.clear();
      setPending(false);
      void navigate('/login', { replace: true });
    }
  }, [navigate, queryClient]);

  return { logout: run, pending };
}
