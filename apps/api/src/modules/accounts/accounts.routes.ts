import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequest,
  deleteAccountRequest,
  editUserRequest,
  errorBody,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  meResponse,
  messageBody,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
} from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { currentUser } from '../../plugins/auth.ts';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session-cookie.ts';
import { workContext } from '../../plugins/client-context.ts';
import { changePassword, editProfile, getProfile, login, logout, register } from './accounts.service.ts';
import { withStaffRoles } from '../staff/index.ts';
import { deleteAccount, exportPersonalData } from './personal-data.service.ts';
import { PASSWORD_RESETS_JOB, requestPasswordReset, resetPassword } from './password-reset.service.ts';

const tags = ['contas'];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody, 429: errorBody, 503: errorBody };

/** Rate limits of the anonymous account routes (docs/decisions/0705); password checks have their own (password-attempts.ts). */
const FORGOT_LIMITED_MESSAGE = 'Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.';
const limits = {
  register: {
    rateLimit: [{ name: 'register', limit: LIMITS.registerPerSource, by: 'source' as const, message: 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.' }],
  },
  forgot: {
    rateLimit: [
      { name: 'forgot', limit: LIMITS.forgotPasswordPerSource, by: 'source' as const, message: FORGOT_LIMITED_MESSAGE },
      {
        name: 'forgot',
        limit: LIMITS.forgotPasswordPerEmail,
        by: (req: { body: unknown }) =>
          `email:${String((req.body as { email: string }).email)
            .trim()
            .toLowerCase()}`,
        message: FORGOT_LIMITED_MESSAGE,
      },
    ],
  },
  reset: { rateLimit: [{ name: 'reset', limit: LIMITS.resetPasswordPerSource, by: 'source' as const }] },
  export: { rateLimit: [{ name: 'export', limit: LIMITS.exportPerUser, by: 'user' as const }] },
};

export async function accountsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  const { publicUrl } = deps.config;
  app.post(
    '/api/v1/auth',
    {
      config: { setsSession: true },
      schema: {
        tags,
        summary: 'Login: o token na resposta e o cookie de sessão do navegador',
        security: [],
        body: loginRequest,
        response: { 200: loginResponse, 403: errorBody, ...errors },
      },
    },
    async (req, reply) => {
      const { token, user } = await login(deps, workContext(req, reply), req.body);
      setSessionCookies(reply, req, token, { remember: req.body.remember === true, publicUrl });
      return { status: 200, data: { token, uuid: user.uuid, data: user } };
    },
  );

  app.post(
    '/api/v1/auth/logout',
    { ...auth, schema: { tags, summary: 'Logout: revoga a sessão e apaga o cookie', response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await logout(deps.db, currentUser(req).sessionId);
      clearSessionCookies(reply, req, publicUrl);
      return reply.status(204).send(null);
    },
  );

  // The background job starts once the answer is out: for an address with an account it does more
  // work, which must not delay this answer (docs/decisions/0705).
  const wakeResetJob = async () => void setImmediate(() => deps.jobs.kick(PASSWORD_RESETS_JOB));
  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: limits.forgot,
      onResponse: wakeResetJob,
      schema: { tags, summary: 'Envia o link de redefinição de senha', security: [], body: forgotPasswordRequest, response: { 202: messageBody, ...errors } },
    },
    async (req, reply) => {
      await requestPasswordReset(deps, req.body.email);
      return reply.status(202).send({ message: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.' });
    },
  );

  app.post(
    '/api/v1/auth/reset-password',
    {
      config: limits.reset,
      schema: { tags, summary: 'Define nova senha com o token do e-mail', security: [], body: resetPasswordRequest, response: { 200: messageBody, ...errors } },
    },
    async (req, reply) => {
      await resetPassword(deps, workContext(req, reply), req.body.token, req.body.password);
      return { message: 'Senha redefinida com sucesso! Faça login com a nova senha.' };
    },
  );

  app.post(
    '/api/v1/users',
    {
      config: { ...limits.register, setsSession: true },
      schema: {
        tags,
        summary: 'Cadastro (entra com o cookie de sessão do navegador)',
        security: [],
        body: registerRequest,
        response: { 201: registerResponse, 403: errorBody, ...errors },
      },
    },
    async (req, reply) => {
      const user = await register(deps, workContext(req, reply), req.body);
      setSessionCookies(reply, req, user.token, { remember: false, publicUrl });
      return reply.status(201).send({ data: user });
    },
  );

  app.get('/api/v1/users/me', { ...auth, schema: { tags, summary: 'Perfil do usuário logado', response: { 200: meResponse, ...errors } } }, async (req) => ({
    data: await withStaffRoles(deps.db, await getProfile(deps.db, currentUser(req).id), currentUser(req).id),
  }));

  app.put('/api/v1/users/edit', { ...auth, schema: { tags, summary: 'Atualiza o perfil', body: editUserRequest, response: { 200: meResponse, ...errors } } }, async (req) => ({
    data: await withStaffRoles(deps.db, await editProfile(deps.db, currentUser(req).id, req.body), currentUser(req).id),
  }));

  app.put(
    '/api/v1/users/password',
    { ...auth, schema: { tags, summary: 'Troca a senha (revoga as outras sessões)', body: changePasswordRequest, response: { 202: messageBody, ...errors } } },
    async (req, reply) => {
      await changePassword(deps, workContext(req, reply), currentUser(req), req.body);
      return reply.status(202).send({ message: 'Senha alterada com sucesso!' });
    },
  );

  app.get(
    '/api/v1/users/me/export',
    {
      ...auth,
      config: limits.export,
      schema: { tags, summary: 'LGPD: exporta todos os dados do usuário (JSON)', response: { 200: z.record(z.string(), z.unknown()), ...errors } },
    },
    async (req, reply) => {
      const data = await exportPersonalData(deps.db, currentUser(req).id);
      reply.header('content-disposition', 'attachment; filename="rumo-meus-dados.json"');
      return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    },
  );

  app.delete(
    '/api/v1/users/me',
    { ...auth, schema: { tags, summary: 'LGPD: exclui a conta e todos os dados', body: deleteAccountRequest, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await deleteAccount(deps, workContext(req, reply), currentUser(req), req.body.password);
      return reply.status(204).send(null);
    },
  );
}
