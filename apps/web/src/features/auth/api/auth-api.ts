import { messageBody, registerResponse, type forgotPasswordRequest, type registerRequest, type resetPasswordRequest } from '@rumo/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type RegisterBody = z.output<typeof registerRequest>;
export type ForgotPasswordBody = z.output<typeof forgotPasswordRequest>;
export type ResetPasswordBody = z.output<typeof resetPasswordRequest>;

export function register(body: RegisterBody) {
  return apiRequest('/v1/users', { method: 'POST', body, schema: registerResponse });
}

export function requestPasswordReset(body: ForgotPasswordBody) {
  return apiRequest('/v1/auth/forgot-password', { method: 'POST', body, schema: messageBody });
}

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('/v1/auth/reset-password', { method: 'POST', body, schema: messageBody });
}
