import { useMutation } from '@tanstack/react-query';
import { register, requestPasswordReset, resetPassword } from './auth-api.ts';

/** Mutations only: nothing in auth is cached (the session lives in storage, see lib/session.ts). Login is in login.ts. */
export const useRegisterMutation = () => useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
export const useForgotPasswordMutation = () => useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: requestPasswordReset });
export const useResetPasswordMutation = () => useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
