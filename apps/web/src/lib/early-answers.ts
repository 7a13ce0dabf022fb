/**
 * Early answers (docs/decisions/1802): index.html's inline script starts a logged-in screen's first
 * GET requests while the JavaScript is still downloading, and leaves them here. `apiFetch` takes
 * each one at most once, only for the same method and URL and only if it was sent for the user the
 * app's session is now (the uuid of the stored user: the session cookie is out of a script's
 * reach, and nothing secret is needed to tell two people apart); anything else, or an early request
 * that failed, is fetched normally.
 */

/** The global the inline script fills (src/app/early-requests/boot-first-screen.ts). */
export const EARLY_ANSWERS_GLOBAL = '__rumoEarlyAnswers';

/**
 * An early answer taken later than this after the page started is not taken: the screen asked for
 * it long after the page loaded (the person left and came back), and the data may have changed.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

export type EarlyAnswers = {
  /** The uuid of the stored user when the requests were sent ('' when none was stored). */
  user: string;
  /** `performance.now()` when they were started. */
  startedAt: number;
  /** 'GET https://host/api/v1/…' → the fetch's promise. */
  answers: Record<string, Promise<Response>>;
  /** Set when one of them was answered 401: the server ended the session and cleared its cookies. */
  refused?: boolean;
};

type WithEarlyAnswers = { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers };

/**
 * The early answer for this request, removed so nobody takes it again; null when there is none to
 * take. `user` is the session's user uuid, null without a session.
 */
export function takeEarlyAnswer(method: string, url: string, user: string | null): Promise<Response> | null {
  const early = (window as WithEarlyAnswers)[EARLY_ANSWERS_GLOBAL];
  if (!early || user === null || early.user !== user) return null;
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
 * Whether an early request was answered 401 since the last call: the session ended before the app
 * could see that answer itself (lib/session.ts then says it expired, as after any other 401).
 */
export function takeEarlySessionRefusal(): boolean {
  const early = (window as WithEarlyAnswers)[EARLY_ANSWERS_GLOBAL];
  if (!early?.refused) return false;
  early.refused = false;
  return true;
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
