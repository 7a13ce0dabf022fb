import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { sessions, userActivityDays, users } from '../db/schema/index.ts';
import { brasiliaDay, startOfBrasiliaDay } from '../lib/brasilia-day.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { hashToken } from '../lib/tokens.ts';
import { ListenedCache } from '../lib/listened-cache.ts';
import { CROSS_SITE_REFUSED, SESSION_COOKIE, clearSessionCookies, isCrossSiteUnsafe } from './session-cookie.ts';

export type AuthUser = { id: string; name: string; email: string; planId: number | null; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carried a valid bearer token or session cookie. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** false: the route's Authorization header is its own credential, not a session (GET /api/metrics, docs/decisions/0707). */
    sessionAuth?: false;
    /** The route signs the browser in (login, registration): refused cross-site like a cookie's unsafe request. */
    setsSession?: true;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that require a logged-in user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Inactivity timeout (ASVS 7.3.1, docs/decisions/0701-session-inactivity.md): a session unused
 * for 7 days is refused, on top of the 30-day absolute lifetime.
 */
export const SESSION_IDLE_LIMIT_MS = 7 * 86_400_000;
/**
 * How stale `last_used_at` may get before a request moves it forward (and at the first request of
 * each Brasília day, decision 1405). Once an hour per session keeps logged-in traffic read-only; the price is that a session may die up to an hour before
 * exactly 7 days after its last request.
 */
export const SESSION_TOUCH_INTERVAL_MS = 3_600_000;

/**
 * How long this instance may answer a session from memory (decision 1809). Revocations reach it
 * at once through the database's notifications; this only bounds a listener that died unnoticed.
 */
const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_ENTRIES = 20_000;

/** The session lookups this instance keeps (decision 1809), by token hash, grouped by user; `followChanges` keeps them true. */
export const newSessionCache = () => new ListenedCache<SessionRow>({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_ENTRIES });

type SessionRow = AuthUser & { lastUsedAt: Date; expiresAt: Date };

/**
 * The session lookup runs on every logged-in request, so it is a prepared statement: drizzle
 * builds its SQL once (building it cost ~0.2 ms of CPU per request) and PostgreSQL parses and
 * plans it once per connection. Measured with `npm run bench`. The idle check is one more
 * comparison on the row already fetched by its unique token hash.
 */
function sessionLookup(db: Db, cache: ListenedCache<SessionRow>) {
  const query = db
    .select({ id: users.id, name: users.name, email: users.email, planId: users.planId, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('auth_user_for_token');
  // Conditional on the stale value, so two requests racing past the hour write once between them.
  const touch = db
    .update(sessions)
    .set({ lastUsedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), lt(sessions.lastUsedAt, sql.placeholder('staleBefore'))))
    .prepare('auth_touch_session');
  // The console's active users per day (decision 1405): written only with the refresh above, so it
  // costs at most one more write per session per hour.
  const markActive = db
    .insert(userActivityDays)
    .values({ userId: sql.placeholder('userId'), day: sql.placeholder('day') })
    .onConflictDoNothing()
    .prepare('auth_mark_active_day');
  return async (token: string): Promise<AuthUser | null> => {
    const now = Date.now();
    const tokenHash = hashToken(token);
    let row = cache.get(tokenHash, now);
    // What the query's conditions decide by the clock is decided again on a kept row.
    if (!row || row.expiresAt.getTime() <= now || row.lastUsedAt.getTime() <= now - SESSION_IDLE_LIMIT_MS) {
      const startedAt = cache.begin();
      [row] = await query.execute({ tokenHash, now: new Date(now).toISOString(), idleSince: new Date(now - SESSION_IDLE_LIMIT_MS).toISOString() });
      if (!row) return null;
      cache.set(tokenHash, row, startedAt, now, { group: row.id });
    }
    const { lastUsedAt, expiresAt: _expiresAt, ...user } = row;
    // Stale after an hour, or at the first request of a new Brasília day, so every active day is seen.
    const staleBefore = Math.max(now - SESSION_TOUCH_INTERVAL_MS, startOfBrasiliaDay(now).getTime());
    if (lastUsedAt.getTime() < staleBefore) {
      await touch.execute({ sessionId: user.sessionId, now: new Date(now).toISOString(), staleBefore: new Date(staleBefore).toISOString() });
      await markActive.execute({ userId: user.id, day: brasiliaDay(now) });
      cache.update(tokenHash, { ...row, lastUsedAt: new Date(now) });
    }
    return user;
  };
}

/** The logged-in user of a route that ran `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * Resolves the bearer token or the session cookie on every request (decision 1905). A bearer token
 * that is present but unknown, revoked, expired or idle too long is a 401 everywhere, even on public
 * routes, so the client drops it at once. A dead session cookie is cleared and the request goes on
 * anonymous: a protected route then answers 401, and the login screen still works. An unsafe request
 * sent by another site is refused when the cookie would authenticate it or the route would set it
 * (CSRF, login CSRF); a bearer token is never sent by a browser on its own, so it is not checked.
 *
 * Lookups are kept in memory while the database's session changes are heard (decision 1809; the
 * app wires `cache` to them, and to the writes of this instance: change-feed.ts).
 */
export function registerAuth(app: FastifyInstance, db: Db, cache: ListenedCache<SessionRow>, publicUrl: string): void {
  app.decorateRequest('user', null);
  const userForToken = sessionLookup(db, cache);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.sessionAuth === false) return;
    const header = request.headers.authorization;
    if (header) {
      const match = /^Bearer\s+([A-Za-z0-9_-]{16,200})$/.exec(header);
      if (!match?.[1]) throw unauthorized();
      const user = await userForToken(match[1]);
      if (!user) throw unauthorized();
      request.user = user;
      return;
    }
    const cookie = request.cookies[SESSION_COOKIE];
    if ((cookie !== undefined || request.routeOptions.config.setsSession) && isCrossSiteUnsafe(request, publicUrl)) throw forbidden(CROSS_SITE_REFUSED);
    if (cookie === undefined) return;
    const user = TOKEN.test(cookie) ? await userForToken(cookie) : null;
    if (user) request.user = user;
    else clearSessionCookies(reply, request, publicUrl);
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized('Faça login para continuar.');
  });
}
