/**
 * Early answers (docs/decisions/1802): index.html's inline script starts a logged-in screen's first
 * GET requests while the JavaScript is still downloading, and leaves them here. `apiFetch` takes
 * each one at most once, only for the same method and URL and only if it was sent with the token
 * the app holds now; anything else, or an early request that failed, is fetched normally.
 */

/** The global the inline script fills (src/app/early-requests/boot-first-screen.ts). */
export const EARLY_ANSWERS_GLOBAL = '__rumoEarlyAnswers';

/**
 * An early answer taken later than this after the page started is not taken: the screen asked for
 * it long after the page loaded (the person left and came back), and the data may have changed.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

export type EarlyAnswers = {
  /** The token the requests were sent with. */
  token: string;
  /** `performance.now()` when they were started. */
  startedAt: number;
  /** 'GET https://host/api/v1/…' → the fetch's promise. */
  answers: Record<string, Promise<Response>>;
};

type WithEarlyAnswers = { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers };

/** The early answer for this request, removed so nobody takes it again; null when there is none to take. */
export function takeEarlyAnswer(method: string, url: string, token: string | null): Promise<Response> | null {
  const early = (window as WithEarlyAnswers)[EARLY_ANSWERS_GLOBAL];
  if (!early || !token || early.token !== token) return null;
  const key = `${method.toUpperCase()} ${url}`;
  const answer = early.answers[key];
  if (!answer) return null;
  delete early.answers[key];
  if (performance.now() - early.startedAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  return answer;
}
