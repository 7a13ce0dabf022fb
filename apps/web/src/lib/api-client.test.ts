import type { meResponse } from '@rumo/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoProfile, demoSession, errorBody, startSession } from '../test/fixtures.ts';
import { server } from '../test/server.ts';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE, onUnauthorized, type Answer } from './api-client.ts';
import { getSession, SIGNED_IN_COOKIE, USER_KEY } from './session.ts';

describe('apiRequest', () => {
  it('sends the session cookie, no Authorization header, and returns the body as the server sent it, which its serializer checked against the contract (decision 1817)', async () => {
    startSession();
    let sent: { authorization: string | null; credentials: RequestCredentials } | undefined;
    server.use(
      http.get('*/api/v1/users/me', ({ request }) => {
        sent = { authorization: request.headers.get('authorization'), credentials: request.credentials };
        return HttpResponse.json({ data: demoProfile });
      }),
    );
    const result = await apiRequest<Answer<typeof meResponse>>('/v1/users/me');
    // The browser sends our origin's cookies (the HttpOnly session among them) with 'same-origin'.
    expect(sent).toEqual({ authorization: null, credentials: 'same-origin' });
    expect(result.data).toEqual(demoProfile);
  });

  it('sends no Authorization header without a session', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/api/v1/users/me', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: demoProfile });
      }),
    );
    await apiRequest('/v1/users/me');
    expect(authorization).toBeNull();
  });

  it('throws a typed ApiError with the server message and field errors', async () => {
    server.use(http.post('*/api/v1/users', () => HttpResponse.json(errorBody('Este e-mail já está cadastrado.', { email: 'Este e-mail já está cadastrado.' }), { status: 409 })));
    const error = await apiRequest('/v1/users', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Este e-mail já está cadastrado.', errors: { email: 'Este e-mail já está cadastrado.' } });
  });

  it('turns a network failure into status 0', async () => {
    server.use(http.get('*/api/v1/users/me', () => HttpResponse.error()));
    await expect(apiRequest('/v1/users/me')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('returns undefined for 204', async () => {
    await expect(apiRequest('/v1/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('on 401 clears the stored user and the hint cookie and notifies the listeners', async () => {
    startSession();
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    server.use(http.get('*/api/v1/users/me', () => HttpResponse.json(errorBody('Sessão inválida ou expirada. Faça login novamente.'), { status: 401 })));

    await expect(apiRequest('/v1/users/me')).rejects.toMatchObject({ status: 401 });
    unsubscribe();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
  });

  it('a 401 without a session (the hint cookie absent) has no session to end', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    server.use(http.get('*/api/v1/users/me', () => HttpResponse.json(errorBody('Sessão inválida ou expirada. Faça login novamente.'), { status: 401 })));
    await expect(apiRequest('/v1/users/me')).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not clear the session on other errors', async () => {
    startSession();
    server.use(http.get('*/api/v1/users/me', () => HttpResponse.json(errorBody('Você não tem acesso a este recurso.'), { status: 403 })));
    await expect(apiRequest('/v1/users/me')).rejects.toMatchObject({ status: 403 });
    expect(getSession()).toEqual(demoSession);
  });
});
