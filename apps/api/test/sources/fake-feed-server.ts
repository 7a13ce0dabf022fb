import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** One request the fake feed received, with when it started and when its answer was finished. */
export type ReceivedRequest = { path: string; headers: http.IncomingHttpHeaders; startedAt: number; finishedAt: number | null };

/** `heldUntil`: the answer waits for this promise (a test holding a request in flight without a timing guess). */
export type FakeAnswer = { status?: number; headers?: Record<string, string>; body?: string | object; delayMs?: number; heldUntil?: Promise<unknown> };
export type FakeRoute = (url: URL, request: http.IncomingMessage, count: number) => FakeAnswer | 'hang-body' | 'endless-body' | undefined;

/**
 * A real HTTP server on port 0 that replays feed fixtures (the fake-feed server). Routes
 * are matched on the path without the query, in order; `{{BASE}}` in fixture text becomes the
 * server's own origin, so links inside fixtures point back at it.
 */
export async function startFakeFeed(routes: Record<string, FakeRoute> = {}) {
  const received: ReceivedRequest[] = [];
  const counts = new Map<string, number>();
  const table = new Map(Object.entries(routes));
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const entry: ReceivedRequest = { path: url.pathname + url.search, headers: request.headers, startedAt: performance.now(), finishedAt: null };
    received.push(entry);
    response.on('close', () => (entry.finishedAt = performance.now()));
    const count = (counts.get(url.pathname) ?? 0) + 1;
    counts.set(url.pathname, count);
    const route = table.get(url.pathname);
    const answer: ReturnType<FakeRoute> = route ? route(url, request, count) : { status: 404, body: { message: 'não encontrado' } };
    if (answer === 'hang-body') {
      // Headers at once, then a body that never ends: only the client's timeout can stop it.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"jobs": [');
      return;
    }
    if (answer === 'endless-body') {
      // Chunked, no Content-Length, never ending: only a cap read from the stream can stop it.
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
      return;
    }
    const send = () => {
      const { status = 200, headers = {}, body } = answer ?? { status: 404 };
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json', ...headers });
      response.end(text.replaceAll('{{BASE}}', origin));
    };
    if (answer?.heldUntil) void answer.heldUntil.then(send);
    else if (answer?.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    route(pathname: string, route: FakeRoute) {
      table.set(pathname, route);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeFeed = Awaited<ReturnType<typeof startFakeFeed>>;

export function fixture<T = unknown>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')) as T;
}

/** Collects an async iterable (a source's listing) into an array. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** A slice of `items` by offset/limit read from the query, as paged feeds answer. */
export function pageOf<T>(items: T[], url: URL, offsetParam: string, limitParam: string): T[] {
  const offset = Number(url.searchParams.get(offsetParam) ?? 0);
  const limit = Number(url.searchParams.get(limitParam) ?? 100);
  return items.slice(offset, offset + limit);
}
