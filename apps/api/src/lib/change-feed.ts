import type { Database } from '../db/database.ts';
import type { ListenedCache } from './listened-cache.ts';

/**
 * The channels the database's triggers NOTIFY (decision 1809): a session or an account changed
 * (payload: the user's id, migration 0020), a job changed (empty payload, migration 0021).
 */
export const SESSION_CHANGES = 'rumo_session_changes';
export const JOB_CHANGES = 'rumo_job_changes';

/** How long the server's start waits for the LISTEN before it serves with its memories off. */
const READY_WAIT_MS = 2_000;

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
