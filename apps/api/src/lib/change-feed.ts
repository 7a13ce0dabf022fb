import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ListenedCache } from './listened-cache.ts';

/**
 * The channels the database's triggers NOTIFY (decision 1809): something a user's requests are
 * answered from changed — a session, the account, the match settings or a CV (payload: the user's
 * id, migrations 0020 and 0022) —, a job changed (empty payload, migration 0021).
 */
export const SESSION_CHANGES = 'rumo_session_changes';
export const JOB_CHANGES = 'rumo_job_changes';

/**
 * How long the server's start waits for the LISTEN before it serves with its memories off. It takes
 * milliseconds; on a loaded machine PGlite's worker may answer it seconds later, behind its own
 * start, and a server (or a test) that starts with its memories on behaves the same every time.
 */
const READY_WAIT_MS = 10_000;

export type ChangeFeed = {
  /** Resolves when every LISTEN is in place, or after READY_WAIT_MS: the server then starts with the memories off until they are. */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Keeps each channel's memories true (decision 1809): a payload forgets its group (a user), an
 * empty one everything; the memories are on only while the LISTEN is in place.
 */
export function followChanges(database: Database, caches: Record<string, ListenedCache<unknown>[]>): ChangeFeed {
  const all = Object.values(caches).flat();
  let listened: () => void;
  const firstListen = new Promise<void>((resolve) => (listened = resolve));
  const listening = database.listen(Object.keys(caches), {
    onNotify: (channel, payload) => {
      for (const cache of caches[channel] ?? []) {
        if (payload) cache.forget(payload);
        else cache.clear();
      }
    },
    onReady: () => {
      for (const cache of all) cache.enable();
      listened();
    },
    onLost: () => {
      for (const cache of all) cache.disable();
    },
  });
  return {
    ready: async () => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([firstListen, new Promise<void>((resolve) => (timer = setTimeout(resolve, READY_WAIT_MS)))]);
      clearTimeout(timer);
    },
    close: async () => {
      for (const cache of all) cache.disable();
      await listening.close();
    },
  };
}

/** Requests that only read: everything else may change what a user's requests are answered from. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write on this instance holds, from its start until its answer leaves, what it may change
 * (decision 1809): the writer's own entries, or every entry when the writer is staff (they act on
 * other people) or anonymous (a password reset). Its own reads after its changes, and its writer's
 * next request, then see the database, not the memory: the notification of its commit could arrive
 * after the answer. Registered after the session check, which tells who writes.
 */
export function forgetOnWrite(app: FastifyInstance, userCaches: ListenedCache<unknown>[]): void {
  const held = new WeakMap<object, { group: string | undefined }>();
  const release = async (request: FastifyRequest) => {
    const hold = held.get(request);
    if (!hold) return;
    held.delete(request);
    for (const cache of userCaches) cache.release(hold.group);
  };
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method)) return;
    const group = request.user && !request.url.startsWith('/api/admin/') ? request.user.id : undefined;
    held.set(request, { group });
    for (const cache of userCaches) cache.hold(group);
  });
  // Whichever comes first; a request ends through one of them.
  app.addHook('onSend', release);
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
