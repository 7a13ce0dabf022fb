import type { LoginRequest, LoginResponse } from '@rumo/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The login call. Typed by the contract but not parsed with zod: this is the first screen and must
 * stay inside its download budget (docs/decisions/0101-web-first-screen-budget.md); the server
 * validates the body with loginRequest and serialises the answer with loginResponse.
 */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/v1/auth', { method: 'POST', body });
}
