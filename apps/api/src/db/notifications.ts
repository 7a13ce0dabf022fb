import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgliteWorkerClient } from './pglite-worker/client.ts';

/**
 * LISTEN on some channels, on either database (decision 1809). `onReady` is called once every
 * LISTEN is in place (and again after each reconnection): from then on every NOTIFY committed
 * reaches `onNotify`, in commit order. `onLost` is called when notifications may have been missed
 * (the listening connection broke); `onReady` follows when it is back.
 */
export type ListenHandlers = { onNotify: (channel: string, payload: string) => void; onReady: () => void; onLost: () => void };
export type Listening = { close: () => Promise<void> };

/** Only constant names reach the LISTEN statement, which takes no parameter. */
function assertChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
}

/** Waits between reconnections: quick at first, then every 5 s while PostgreSQL stays away. */
const RETRY_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * PostgreSQL: a connection of its own outside the pool (a pooled connection would be handed to
 * queries, and LISTEN belongs to a session), with TCP keep-alive so a dead peer is noticed; when it
 * breaks, `onLost`, then a new connection and LISTEN again until it works or `close()`.
 */
export function listenPostgres(url: string, channels: string[], handlers: ListenHandlers): Listening {
  channels.forEach(assertChannel);
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  const connect = async () => {
    if (closed) return;
    const current = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000, connectionTimeoutMillis: 5_000 });
    client = current;
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      handlers.onLost();
      current.end().catch(() => {});
      if (closed) return;
      retry = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      retry.unref();
    };
    current.on('error', lose);
    current.on('end', lose);
    current.on('notification', (message) => {
      if (!lost && channels.includes(message.channel)) handlers.onNotify(message.channel, message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(channels.map((channel) => `LISTEN ${channel};`).join(' '));
    } catch {
      lose();
      return;
    }
    if (closed || lost) return;
    attempt = 0;
    handlers.onReady();
  };
  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * PGlite, on this thread or in its worker: one connection that never breaks while it is open, so
 * `onLost` is never called. Notifications arrive while the statement that committed them is
 * answered, before its answer.
 */
export function listenPglite(client: PGlite | PgliteWorkerClient, channels: string[], handlers: ListenHandlers): Listening {
  channels.forEach(assertChannel);
  const stops: (() => Promise<void>)[] = [];
  let closed = false;
  const started = (async () => {
    for (const channel of channels) stops.push(await client.listen(channel, (payload) => handlers.onNotify(channel, payload)));
    if (!closed) handlers.onReady();
  })().catch(() => {});
  return {
    close: async () => {
      closed = true;
      await started;
      for (const stop of stops) await stop().catch(() => {});
    },
  };
}
