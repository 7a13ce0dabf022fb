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
  if (performance.now() - early.startedAt > EARLY_ANSWER_MAX_AGE_MS) {
    discard(answer);
    return null;
  }
  return answer;
}

/**
 * Lets go of an answer nobody will take. Its body is cancelled: an unread body keeps the request
 * open in the browser for as long as the page lives (a page that never reaches network idle).
 */
function discard(answer: Promise<Response>): void {
  answer.then((response) => response.body?.cancel()).catch(() => undefined);
}

/**
 * Called once at start (main.tsx): when the early answers are EARLY_ANSWER_MAX_AGE_MS old, those
 * the screens have not taken are discarded. The list of early requests is meant to hold only what
 * every visit asks for (early-request-routes.ts); this is the net for a visit that does not.
 */
export function discardUntakenEarlyAnswers(): void {
  const early = (window as WithEarlyAnswers)[EARLY_ANSWERS_GLOBAL];
  if (!early) return;
  setTimeout(
    () => {
      for (const [key, answer] of Object.entries(early.answers)) {
        delete early.answers[key];
        discard(answer);
      }
    },
    Math.max(0, early.startedAt + EARLY_ANSWER_MAX_AGE_MS - performance.now()),
  );
}
