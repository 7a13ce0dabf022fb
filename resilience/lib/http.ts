import http from 'node:http';

export type Outcome = {
  method: string;
  route: string;
  /** HTTP status, or 0 when no response arrived (see `error`). */
  status: number;
  ms: number;
  startedAt: number;
  body: unknown;
  headers: http.IncomingHttpHeaders;
  /** Network-level failure: ECONNREFUSED, ECONNRESET, 'timeout', … */
  error?: string;
};

export type RequestOptions = { method?: string; token?: string; body?: unknown; route?: string; timeoutMs?: number };

/**
 * A keep-alive HTTP client with one socket per virtual user (maxSockets = connections), like
 * a browser or a load balancer in front of the API. Every call resolves (never rejects) with
 * what happened and how long it took, so the scenarios can count and time everything.
 */
export class HttpClient {
  readonly agent: http.Agent;
  private readonly baseUrl: string;

  /** `localAddress`: the client's own address (127.0.0.2, …), so the server sees several clients on one machine. */
  constructor(baseUrl: string, connections: number, localAddress?: string) {
    this.baseUrl = baseUrl;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections, ...(localAddress ? { localAddress } : {}) });
  }

  request(path: string, options: RequestOptions = {}): Promise<Outcome> {
    const method = options.method ?? 'GET';
    const route = options.route ?? path;
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    const startedAt = Date.now();
    const began = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const done = (partial: Pick<Outcome, 'status' | 'body' | 'headers' | 'error'>) => {
        if (settled) return;
        settled = true;
        resolve({ method, route, startedAt, ms: performance.now() - began, ...partial });
      };
      const req = http.request(`${this.baseUrl}${path}`, { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err) => done({ status: 0, body: null, headers: {}, error: errorCode(err) }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text
          }
          done({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      });
      req.setTimeout(options.timeoutMs ?? 10_000, () => {
        req.destroy(new Error('timeout'));
      });
      req.on('error', (err) => done({ status: 0, body: null, headers: {}, error: errorCode(err) }));
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function errorCode(err: Error): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (err.message === 'timeout') return 'timeout';
  return code ?? err.message;
}

/** The API's error shape: `{ message: string, errors?: Record<string, string> }`. */
export function isErrorShape(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as { message?: unknown; errors?: unknown };
  return typeof b.message === 'string' && b.message.length > 0 && (b.errors === undefined || (typeof b.errors === 'object' && b.errors !== null));
}
