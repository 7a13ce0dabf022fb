import { errorBody } from '@rumo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import { sessions } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { tryJson } from './json-ids.ts';

/** Decision 0003: one error shape, `{message, errors?}`, nothing else (no `statusCode`, `error`, stack…). */
const strictErrorBody = errorBody.strict();

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Routes that are pages, not JSON: the one-click unsubscribe link of the alert e-mails is opened by a
 * browser (decision 0604), so its errors are HTML pages too (a bad bearer token is still the
 * JSON 401 of every /api route). They must never be a 5xx and never echo markup from the request.
 */
export const HTML_PAGES = new Set(['GET /api/v1/job-alerts/unsubscribe']);

/** What is wrong with an answer to a hostile request, or undefined when it is acceptable. */
export function problemWith(res: Answer, htmlPage = false): string | undefined {
  const excerpt = res.body.length > 300 ? `${res.body.slice(0, 300)}…` : res.body;
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${excerpt}`;
  const type = String(res.headers['content-type'] ?? '');
  if (htmlPage && type.startsWith('text/html')) {
    return /<script|onerror=|<img src=x/i.test(res.body) ? `page reflects markup from the request: ${excerpt}` : undefined;
  }
  if (res.statusCode < 400) return undefined;
  if (!type.startsWith('application/json')) return `error ${res.statusCode} is not JSON (content-type "${type}"): ${excerpt}`;
  const parsed = strictErrorBody.safeParse(tryJson(res.body));
  if (!parsed.success) return `error ${res.statusCode} is not in the error shape {message, errors?}: ${excerpt}`;
  return undefined;
}

/** True when the session of this token was revoked (e.g. by a generated logout request). */
export async function sessionRevoked(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return !row || row.revokedAt !== null;
}
