import type { messageBody, registerResponse, forgotPasswordRequest, registerRequest, resetPasswordRequest } from '@rumo/contract';
import type { z } from 'zod';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export type RegisterBody = z.output<typeof registerRequest>;
export type ForgotPasswordBody = z.output<typeof forgotPasswordRequest>;
export type ResetPasswordBody = z.output<typeof resetPasswordRequest>;

export function register(body: RegisterBody) {
  return apiRequest<Answer<typeof registerResponse>>('/v1/users', { method: 'POST', body });
}

export function requestPasswordReset(body: ForgotPasswordBody) {
  return apiRequest<Answer<typeof messageBody>>('/v1/auth/forgot-password', { method: 'POST', body });
}

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest<Answer<typeof messageBody>>('/v1/auth/reset-password', { method: 'POST', body });
}
