import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The first HTTP answer read from a raw socket, and whether the server closed the socket. */
export type RawAnswer = {
  /** null when nothing parseable came back. */
  status: number | null;
  /** Lower-cased names; the last value wins. */
  headers: Record<string, string>;
  body: string;
  /** Everything the server wrote, for failure messages. */
  raw: string;
  /** The server closed (or reset) the socket before `waitMs` ran out. */
  closed: boolean;
};

/** Makes the test app listen on a free local port (app.inject cannot send malformed HTTP). */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

function parse(raw: string): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const end = raw.indexOf('\r\n\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(raw);
  if (end < 0 || !status) return { status: null, headers: {}, body: '' };
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, end).split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = Buffer.from(raw.slice(end + 4), 'latin1');
  const length = headers['content-length'] === undefined ? rest.length : Number(headers['content-length']);
  return { status: Number(status[1]), headers, body: rest.subarray(0, length).toString('utf8') };
}

/**
 * Writes `request` as it is on a fresh socket, then reads until the server closes the socket or
 * `waitMs` passes (the socket is then destroyed by us and `closed` is false). Nothing is sent after
 * `request`: a request cut short stays cut short.
 */
export function rawExchange(port: number, request: string | Buffer, waitMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ port, host: '127.0.0.1' });
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('latin1');
      resolve({ ...parse(raw), raw, closed });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    // A reset after the server's answer (it closes while our request is still arriving) is a close too.
    socket.on('error', () => finish(true));
    if (request.length > 0) socket.write(request);
  });
}
