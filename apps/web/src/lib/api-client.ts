import type { z, ZodType } from 'zod';
import { takeEarlyAnswer } from './early-answers.ts';
import { clearSession, getSession } from './session.ts';

/** Every failed call becomes this value; `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;

  constructor(status: number, message: string, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

const unauthorizedListeners = new Set<() => void>();

/**
 * What else happens after a 401 to a request sent with a session (the client itself clears the
 * session): the router goes to /login with 'Sua sessão expirou.' and the way back, the query layer
 * drops its cache. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * The type of an answer that `schema`, a response schema of @rumo/contract, describes:
 * `apiRequest<Answer<typeof stepsResponse>>(…)` with `import type { stepsResponse }`. The browser
 * does not check answers against the contract: the server's response serializer has already
 * checked each one against the same schema, and zod would be part of every screen's first
 * download and evaluation (docs/decisions/1817). Forms still validate with the contract's schemas.
 */
export type Answer<S extends ZodType> = z.output<S>;

/** `path` is relative to /api, e.g. `/v1/users/me`. */
export function apiUrl(path: string): string {
  return new URL(`/api${path}`, window.location.origin).toString();
}

function toErrorBody(json: unknown): { message?: string; errors?: Record<string, string> } {
  if (json && typeof json === 'object') {
    const { message, errors } = json as { message?: unknown; errors?: unknown };
    return {
      message: typeof message === 'string' ? message : undefined,
      errors: errors && typeof errors === 'object' ? (errors as Record<string, string>) : undefined,
    };
  }
  return {};
}

/**
 * The answer index.html's inline script already asked for (same method, URL and user), or null.
 * A failed early request is null too: the caller then asks the server itself (docs/decisions/1802).
 */
async function earlyAnswer(url: string, init: RequestInit, user: string | null): Promise<Response | null> {
  if (init.body !== undefined && init.body !== null) return null;
  const early = takeEarlyAnswer(init.method ?? 'GET', url, user);
  return early ? early.catch(() => null) : null;
}

/**
 * Sends the session cookie (the browser does, to our own origin; the app sends no bearer token,
 * which a script could read), and turns a 401 into a cleared session plus the app's redirect.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  const session = getSession();
  const url = apiUrl(path);
  let response: Response;
  try {
    response = (await earlyAnswer(url, init, session?.user.uuid ?? null)) ?? (await fetch(url, { ...init, headers, credentials: 'same-origin' }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  endSessionOnUnauthorized(response.status, session !== null);
  return response;
}

/**
 * A 401 to a request sent while the app had a session (`withSession`) ends it (docs/decisions/1304):
 * cleared, then the onUnauthorized listeners; the server has already cleared the cookies. Only such
 * a request has a session to expire. For apiFetch and for the requests made without it (the
 * console's upload, an XMLHttpRequest).
 */
export function endSessionOnUnauthorized(status: number, withSession: boolean): void {
  if (status !== 401 || !withSession) return;
  clearSession({ reason: 'expired' });
  for (const listener of unauthorizedListeners) listener();
}

/** The ApiError of a failed answer's body (`message`, `errors`, decision 0003); `fallback` when it has no message of ours. */
export function errorFromBody(status: number, json: unknown, fallback = `Erro ${status}`): ApiError {
  const body = toErrorBody(json);
  return new ApiError(status, body.message ?? fallback, body.errors);
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => null);
  return errorFromBody(response.status, json);
}

/** Returns the body of a 2xx answer as `T` (undefined for 204) or throws an ApiError. */
export async function apiRequest<T = undefined>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await apiFetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json().catch(() => undefined);
  return json as T;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message the server wrote for this failure, if it wrote one (not errorFromBody's `Erro N` fallback). */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || !error.message || /^Erro \d+$/.test(error.message)) return undefined;
  return error.message;
}
